import { Router } from 'express';
import { logRoutes } from '../modules/logs/log.routes.js';
import { reservationRoutes } from '../modules/reservations/reservation.routes.js';
import { visitorRoutes } from '../modules/subscriptions/visitor.routes.js';
import { userAdminRoutes } from '../modules/users/user-admin.routes.js';
import { packageRoutes } from '../modules/packages/package.routes.js';
import { placeRoutes } from '../modules/places/place.routes.js';
import { travelPlanRoutes } from '../modules/travel-plans/travel-plan.routes.js';
import { accountRoutes } from '../modules/users/account.routes.js';
import { cardRoutes } from '../modules/cards/card.routes.js';
import { priceRoutes } from '../modules/prices/price.routes.js';
import { sliderRoutes } from '../modules/sliders/slider.routes.js';
import { documentRoutes } from '../modules/documents/document.routes.js';
import { paymentReportRoutes } from '../modules/payment-reports/payment-reports.routes.js';
import { reportRoutes } from '../modules/reports/reports.routes.js';
import { departureListRoutes } from '../modules/departure-lists/departure-lists.routes.js';

/**
 * The legacy `/api` facade. Express matches paths case-insensitively by default, which the legacy
 * client needs (`/api/add-Airports`, `/api/AddUser`...). Each module contributes its routes.
 */
export function createApiRouter(): Router {
  const api = Router({ caseSensitive: false });
  api.use(accountRoutes);
  api.use(logRoutes);
  api.use(userAdminRoutes);
  api.use(reservationRoutes);
  api.use(visitorRoutes);
  api.use(placeRoutes);
  api.use(packageRoutes);
  api.use(travelPlanRoutes);
  api.use(sliderRoutes);
  api.use(cardRoutes);
  api.use(priceRoutes);
  api.use(paymentReportRoutes);
  api.use(documentRoutes);
  api.use(departureListRoutes);
  api.use(reportRoutes);
  api.use((_req, res) => {
    res.status(404).json({ error: 'Kjo adresë e API-së nuk ekziston.' });
  });
  return api;
}
