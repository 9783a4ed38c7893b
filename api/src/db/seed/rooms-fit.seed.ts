import type { EntityManager } from '@mikro-orm/postgresql';
import { Package } from '../../modules/packages/package.entity.js';
import { personsFitting } from './catalogue.seed.js';
import { ROOM_TYPES } from './catalogue.data.js';

/**
 * Issue 42 gave rooms an occupancy; the demo catalogue had drawn travellers and room types apart (two
 * persons in a single room), so its booking box would open on a party the room refuses. A database
 * seeded before gets its demo packages' travellers fitted to their rooms; a fresh one draws them fitting.
 */
export async function fitDemoPersonsToRooms(em: EntityManager): Promise<void> {
  const packages = await em.find(Package, { roomType: { $in: [...ROOM_TYPES] } });
  for (const pkg of packages) pkg.persons = personsFitting(pkg.persons, pkg.roomType);
  await em.flush();
}
