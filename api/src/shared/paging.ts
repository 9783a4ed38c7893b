import type { EntityClass, FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';

export const MAX_PAGE_SIZE = 100;

@InputType()
export class PageInput {
  @Field(() => Int, { defaultValue: 1 })
  @Min(1, { message: 'page duhet të jetë të paktën 1.' }) @Max(100000)
  page: number = 1;

  @Field(() => Int, { defaultValue: 20, description: `At most ${MAX_PAGE_SIZE}.` })
  @Min(1, { message: 'pageSize duhet të jetë të paktën 1.' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize është më së shumti ${MAX_PAGE_SIZE}.` })
  pageSize: number = 20;
}

export interface PageOf<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page type per item type (`PackagePage`, `LogPage`...): items plus the total for paging. */
export function Paginated<T extends object>(item: ClassType<T>, name: string) {
  @ObjectType(name)
  class Page implements PageOf<T> {
    @Field(() => [item]) items!: T[];
    @Field(() => Int) total!: number;
    @Field(() => Int) page!: number;
    @Field(() => Int) pageSize!: number;
  }
  return Page;
}

export const offsetOf = (p: PageInput) => ({ limit: p.pageSize, offset: (p.page - 1) * p.pageSize });

/** A page from a `[rows, total]` pair (what findAndCount and getResultAndCount answer). */
export function pageOf<T>([items, total]: [T[], number], page: PageInput): PageOf<T> {
  return { items, total, page: page.page, pageSize: page.pageSize };
}

/** THE way a list is paged: one page of rows in the given order, and the total on the same filter. */
export async function findPage<T extends object>(
  em: EntityManager, entity: EntityClass<T>, where: FilterQuery<T>, orderBy: QueryOrderMap<T> | QueryOrderMap<T>[], page: PageInput,
): Promise<PageOf<T>> {
  return pageOf(await em.findAndCount(entity, where, { orderBy, ...offsetOf(page) }), page);
}
