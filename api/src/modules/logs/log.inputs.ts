import { IsDate, IsEnum, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { OrderInput, SortDirection, type OrderOf } from '../../shared/sorting.js';
import { LogKind } from './log-detail.js';
import { LogAction } from './log.entity.js';

@InputType()
export class LogFilter {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(1)
  userId?: number;

  @Field(() => LogAction, { nullable: true }) @IsOptional() @IsEnum(LogAction)
  action?: LogAction;

  @Field(() => LogKind, { nullable: true, description: 'The kind of thing changed.' }) @IsOptional() @IsEnum(LogKind)
  kind?: LogKind;

  @Field(() => String, { nullable: true, description: 'Part of the kind of thing changed ("shte" finds "Shteti"); case-insensitive.' })
  @IsOptional() @IsString() @MaxLength(100)
  entity?: string;

  @Field(() => Date, { nullable: true, description: 'From this instant (inclusive).' }) @IsOptional() @IsDate()
  from?: Date;

  @Field(() => Date, { nullable: true, description: 'Up to this instant (inclusive).' }) @IsOptional() @IsDate()
  to?: Date;
}

export enum LogSort {
  DATE = 'date',
  USER = 'user',
  ACTION = 'action',
  ENTITY = 'entity',
}
registerEnumType(LogSort, { name: 'LogSort' });

export const LogOrder = OrderInput('LogOrder', LogSort, LogSort.DATE, SortDirection.DESC);
export type LogOrder = OrderOf<LogSort>;
