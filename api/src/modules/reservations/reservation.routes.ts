import { Router } from 'express';
import { legacy } from '../../rest/legacy.js';
import { SIGNED_IN } from '../users/role.js';
import { assertOwnUser, packageOfLegacyItem } from './reservation.legacy.js';

/** LEGACY-API §5 reserveOffer: the legacy card sends the package row it shows, plus the user id. */
export const reservationRoutes = Router();

reservationRoutes.post('/reserveOffer', legacy({ roles: SIGNED_IN, status: 201 }, async ({ services, user, body }) => {
  await assertOwnUser(body, user);
  const pkg = await packageOfLegacyItem(services.packages, body.item);
  const reservation = await services.reservations.reserve({ packageId: pkg.id });
  return { message: 'Rezervimi u krye me sukses.', reservation: { id: reservation.id, status: reservation.status, packageId: pkg.id } };
}));
