import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LogDetail } from './log-detail.js';

export enum LogAction {
  ADD = 'add',
  EDIT = 'edit',
  DELETE = 'delete',
  /** A staff member downloaded a list holding personal data (issue 46: the departure lists). */
  EXPORT = 'export',
}
registerEnumType(LogAction, { name: 'LogAction' });

/**
 * One row per staff change, written in the same transaction as the change. The staff member is kept
 * as a plain id plus a username snapshot (no foreign key) so deleting an account keeps its history.
 */
@ObjectType('LogEntry')
@Entity({ tableName: 'logs' })
@Index({ properties: ['createdAt'] })
export class LogEntry {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Int, { nullable: true, description: 'Staff user id (legacy column idstaff).' })
  @Property({ type: 'integer', fieldName: 'idstaff', nullable: true })
  userId?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  username?: string | null;

  @Field(() => LogAction)
  @Enum({ items: () => LogAction, type: 'string' })
  action!: LogAction;

  @Field(() => String, { description: 'What kind of thing changed, e.g. "Shteti", "Aranzhman".' })
  @Property({ type: 'string' })
  entity!: string;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', fieldName: 'entity_id', nullable: true })
  entityId?: number | null;

  @Field(() => String, { description: 'Albanian text; rows written since structured details exist also have `detail`.' })
  @Property({ type: 'text' })
  details!: string;

  @Field(() => LogDetail, { nullable: true, description: 'The same in data, for clients to word in their language; null on older rows.' })
  @Property({ type: 'json', nullable: true })
  detail?: LogDetail | null;

  @Field(() => Date)
  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();
}
