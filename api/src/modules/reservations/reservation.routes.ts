import { Router } from 'express';
import { bodyOf } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import { InvalidInputError } from '../../shared/errors.js';
import { Role } from '../users/role.js';

/** LEGACY-API §5 reserveOffer: the legacy card sends the package row it shows, plus the user id. */
export const reservationRoutes = Router();

reservationRoutes.post('/reserveOffer', async (req, res) => {
  requireRole(req, [Role.USER, Role.ADMIN, Role.OWNER]);
  const body = bodyOf(req);
  const { reservations, packages } = req.ctx.services;
  reservations.assertOwnUser(body.userId);
  const item = body.item;
  if (!item || typeof item !== 'object' || Array.isArray(item)) throw new InvalidInputError({ item: 'item është i detyrueshëm.' });
  const pkg = await packages.findForLegacyItem(item as Record<string, unknown>);
  const reservation = await reservations.reserve({ packageId: pkg.id });
  res.status(201).json({ message: 'Rezervimi u krye me sukses.', reservation: { id: reservation.id, status: reservation.status, packageId: pkg.id } });
});
