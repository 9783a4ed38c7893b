import { Router } from 'express';
import { LegacyVocabulary } from '../../rest/legacy.js';
import { bodyOf, idParam } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import { STAFF } from './role.js';
import { UserUpdateInput } from './user-admin.inputs.js';
import { RegisterInput } from './user.inputs.js';
import { toLegacyUser } from './user.legacy.js';

/** LEGACY-API §2 user management. */
export const userAdminRoutes = Router();

const registerVocab = new LegacyVocabulary({
  firstName: ['firstName', 'string'], lastName: ['lastName', 'string'], number: ['number', 'string'],
  email: ['email', 'string'], username: ['username', 'string'], password: ['password', 'string'],
});
const updateVocab = new LegacyVocabulary({
  firstName: ['firstName', 'string'], lastName: ['lastName', 'string'], number: ['number', 'string'],
  email: ['email', 'string'], username: ['username', 'string'], role: ['role', 'string'],
});

userAdminRoutes.get('/users-get', async (req, res) => {
  requireRole(req, STAFF);
  res.json((await req.ctx.services.userAdmin.all()).map(toLegacyUser));
});

userAdminRoutes.post('/AddUser', async (req, res) => {
  requireRole(req, STAFF);
  const input = await registerVocab.parse(RegisterInput, bodyOf(req));
  const user = await req.ctx.services.userAdmin.create(input);
  res.status(201).json({ message: 'Regjistrimi ishte i suksesshëm.', user: toLegacyUser(user) });
});

userAdminRoutes.put('/users/:id', async (req, res) => {
  requireRole(req, STAFF);
  const input = await updateVocab.parse(UserUpdateInput, bodyOf(req));
  res.json(toLegacyUser(await req.ctx.services.userAdmin.update(idParam(req), input)));
});

userAdminRoutes.delete('/users/:id', async (req, res) => {
  requireRole(req, STAFF);
  await req.ctx.services.userAdmin.delete(idParam(req));
  res.json({ message: 'Përdoruesi u fshi me sukses.' });
});
