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
