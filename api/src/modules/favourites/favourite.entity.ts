import { Entity, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Package } from '../packages/package.entity.js';
import { User } from '../users/user.entity.js';

/** "Të preferuarat": a user's saved package. Exposed through Package lists, not as its own type. */
@Entity({ tableName: 'favourites' })
export class Favourite {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => User, fieldName: 'user_id', deleteRule: 'cascade' }) user!: Rel<User>;
  @ManyToOne({ entity: () => Package, fieldName: 'package_id', deleteRule: 'cascade' }) package!: Rel<Package>;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();
}
