import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { User } from './user.entity.js';

/** One password reset link: only the SHA-256 of its token is stored (never exposed through GraphQL). */
@Entity({ tableName: 'password_resets' })
export class PasswordReset {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => User, fieldName: 'user_id', deleteRule: 'cascade' }) user!: Rel<User>;
  @Property({ type: 'string', fieldName: 'token_hash', length: 64 }) tokenHash!: string;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Opt<Date> = new Date();
  @Property({ type: 'datetime', fieldName: 'expires_at' }) expiresAt!: Date;
  @Property({ type: 'datetime', fieldName: 'used_at', nullable: true }) usedAt?: Date | null;
}
