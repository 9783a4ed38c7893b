import { Router } from 'express';
import { legacy } from '../../rest/legacy.js';
import { STAFF } from '../users/role.js';
import { toLegacyLog } from './log.legacy.js';

/** LEGACY-API §2 activity log: every row, newest first. */
export const logRoutes = Router();

logRoutes.get('/logs', legacy({ roles: STAFF }, async ({ services }) => (await services.logs.all()).map(toLegacyLog)));
