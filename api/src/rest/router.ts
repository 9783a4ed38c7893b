import { Router } from 'express';
import { logRoutes } from '../modules/logs/log.routes.js';
import { accountRoutes } from '../modules/users/account.routes.js';

/**
 * The legacy `/api` facade. Express matches paths case-insensitively by default, which the legacy
 * client needs (`/api/add-Airports`, `/api/AddUser`...). Each module contributes its routes.
 */
export function createApiRouter(): Router {
  const api = Router({ caseSensitive: false });
  api.use(accountRoutes);
  api.use(logRoutes);
  api.use((_req, res) => {
    res.status(404).json({ error: 'Kjo adresë e API-së nuk ekziston.' });
  });
  return api;
}
