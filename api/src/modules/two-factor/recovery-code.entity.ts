import { Entity, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** One of an account's one-time recovery codes: only its SHA-256 is stored (never exposed). */
@Entity({ tableName: 'recovery_codes' })
export class RecoveryCode {
  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => User, fieldName: 'user_id', deleteRule: 'cascade' }) user!: Rel<User>;
  @Property({ type: 'string', fieldName: 'code_hash', length: 64 }) codeHash!: string;
  @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Opt<Date> = new Date();
  @Property({ type: 'datetime', fieldName: 'used_at', nullable: true }) usedAt?: Date | null;
}
