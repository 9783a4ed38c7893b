import { Router } from 'express';
import { logRoutes } from '../modules/logs/log.routes.js';
import { packageRoutes } from '../modules/packages/package.routes.js';
import { placeRoutes } from '../modules/places/place.routes.js';
import { travelPlanRoutes } from '../modules/travel-plans/travel-plan.routes.js';
import { accountRoutes } from '../modules/users/account.routes.js';

/**
 * The legacy `/api` facade. Express matches paths case-insensitively by default, which the legacy
 * client needs (`/api/add-Airports`, `/api/AddUser`...). Each module contributes its routes.
 */
export function createApiRouter(): Router {
  const api = Router({ caseSensitive: false });
  api.use(accountRoutes);
  api.use(logRoutes);
  api.use(placeRoutes);
  api.use(packageRoutes);
  api.use(travelPlanRoutes);
  api.use((_req, res) => {
    res.status(404).json({ error: 'Kjo adresë e API-së nuk ekziston.' });
  });
  return api;
}
