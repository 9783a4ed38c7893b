import type { EntityManager } from '@mikro-orm/postgresql';
import { escapeLike } from '../../shared/like.js';
import { Favourite } from '../favourites/favourite.entity.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { Subscription } from '../subscriptions/subscription.entity.js';
import { sessionsOf } from './sessions.js';
import type { User } from './user.entity.js';

/**
 * Everything the site keeps about a person, as one JSON document ("download my data", issue 41): the
 * profile, every booking with its travellers and prices, the favourites, the newsletter subscriptions of
 * the account's e-mail, and the signed-in sessions. Never a password hash, a second-factor secret or a
 * session id.
 */
export async function exportOf(em: EntityManager, user: User): Promise<Record<string, unknown>> {
  const [bookings, favourites, subscriptions, sessions] = await Promise.all([
    em.find(Reservation, { user: user.id }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
    em.find(Favourite, { user: user.id }, { populate: ['package'], orderBy: { createdAt: 'asc' } }),
    em.find(Subscription, { email: { $ilike: escapeLike(user.email) } }, { orderBy: { createdAt: 'asc' } }),
    sessionsOf(em, user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName, phone: user.number, email: user.email,
      language: user.language, role: user.role, createdAt: user.createdAt.toISOString(), twoFactorEnabled: user.twoFactorEnabled,
    },
    bookings: bookings.map((r) => ({
      reference: r.reference, status: r.status, package: r.title, packageId: r.packageId, departureDate: r.departureDate, returnDate: r.returnDate,
      roomType: r.roomType, board: r.board, adults: r.adults, childAges: r.childAges, travellerNames: r.travellerNames, priceLines: r.priceLines,
      total: Number(r.total), deposit: Number(r.deposit), balance: r.balance, balanceDueDate: r.balanceDueDate ?? null,
      freeCancellationUntil: r.freeCancellationUntil ?? null, contactEmail: r.customerEmail, contactPhone: r.customerPhone,
      bookedAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
    })),
    favourites: favourites.map((f) => ({ packageId: f.package.id, package: f.package.title, departureDate: f.package.departureDate, savedAt: f.createdAt.toISOString() })),
    subscriptions: subscriptions.map((s) => ({ email: s.email, subscribedAt: s.createdAt.toISOString(), unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null })),
    sessions: sessions.map((s) => ({ device: s.device, signedInAt: s.signedInAt?.toISOString() ?? null, lastSeenAt: s.lastSeenAt.toISOString() })),
  };
}
