import { raw, type QueryOrderMap } from '@mikro-orm/core';
import { IsIn } from 'class-validator';
import { Field, InputType, registerEnumType, type ClassType } from 'type-graphql';

export enum SortDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

export interface OrderOf<S extends string> {
  by: S;
  direction: SortDirection;
}

/**
 * An order input per list (`UserOrder`, `LogOrder`...): which column and which way, with the list's
 * own default. The columns a list can sort by are a GraphQL enum, so a client cannot order by SQL.
 */
export function OrderInput<S extends string>(name: string, sorts: Record<string, S>, by: S, direction: SortDirection) {
  @InputType(name)
  class Order implements OrderOf<S> {
    @Field(() => sorts, { defaultValue: by }) @IsIn(Object.values(sorts)) by: S = by;
    @Field(() => SortDirection, { defaultValue: direction }) @IsIn(Object.values(SortDirection)) direction: SortDirection =
      direction;
  }
  return Order as ClassType<OrderOf<S>>;
}

/**
 * The ORDER BY of an `em.find`: the chosen column as SQL (text columns folded so case and accents
 * don't split the order), then id in the same direction so equal values page stably.
 */
export function orderByOf<T, S extends string>(columns: Record<S, string>, order: OrderOf<S>): QueryOrderMap<T>[] {
  return [{ [raw(columns[order.by])]: order.direction }, { id: order.direction }] as QueryOrderMap<T>[];
}
