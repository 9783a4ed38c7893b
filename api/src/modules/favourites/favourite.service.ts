import type { EntityManager } from '@mikro-orm/postgresql';
import { signedIn, type Actor } from '../users/actor.js';
import { findOr404 } from '../../shared/entity-helpers.js';
import { Package, RELATIONS } from '../packages/package.entity.js';
import { Favourite } from './favourite.entity.js';

/** "Të preferuarat": a logged-in user's saved packages. Adding twice or removing twice is harmless. */
export class FavouriteService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  async list(): Promise<Package[]> {
    const user = signedIn(this.actor);
    const favs = await this.em.find(Favourite, { user: user.id }, {
      populate: RELATIONS.map((r) => `package.${r}`) as never, orderBy: { createdAt: 'desc', id: 'desc' },
    });
    return favs.map((f) => f.package);
  }

  count(): Promise<number> {
    return this.em.count(Favourite, { user: signedIn(this.actor).id });
  }

  async add(packageId: number): Promise<Package> {
    const user = signedIn(this.actor);
    const pkg = await findOr404(this.em, Package, packageId, 'Aranzhmani', [...RELATIONS]);
    await this.em.execute(
      `insert into favourites (user_id, package_id) values (?, ?) on conflict (user_id, package_id) do nothing`, [user.id, pkg.id]);
    return pkg;
  }

  async remove(packageId: number): Promise<boolean> {
    const user = signedIn(this.actor);
    await this.em.nativeDelete(Favourite, { user: user.id, package: packageId });
    return true;
  }
}
