import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { ImageFieldResolver } from '../media/image-field.resolver.js';
import { STAFF } from '../users/role.js';
import { Card, CardKind } from './card.entity.js';
import { CardInput, CardUpdateInput } from './card.inputs.js';

@Resolver()
export class CardResolver {
  @Query(() => [Card], { description: 'Every card of an offer list, oldest first.' })
  cards(@Arg('kind', () => CardKind) kind: CardKind, @Ctx() ctx: AppContext) {
    return ctx.services.cards.list(kind);
  }

  @Auth(...STAFF) @Mutation(() => Card)
  addCard(@Arg('kind', () => CardKind) kind: CardKind, @Arg('input', () => CardInput) input: CardInput, @Ctx() ctx: AppContext) {
    return ctx.services.cards.create(kind, input);
  }

  @Auth(...STAFF) @Mutation(() => Card, { description: 'Missing keys keep their values.' })
  updateCard(@Arg('id', () => Int) id: number, @Arg('input', () => CardUpdateInput) input: CardUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.cards.update(id, input);
  }

  @Auth(...STAFF) @Mutation(() => Boolean)
  deleteCard(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.cards.delete(id);
  }
}

export const CardImageResolver = ImageFieldResolver(Card, (c) => [c.mediaId, c.name]);
