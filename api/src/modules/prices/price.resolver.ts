import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { STAFF } from '../users/role.js';
import { DubaiPrice } from './dubai-price.entity.js';
import { MacedoniaPrice } from './macedonia-price.entity.js';
import {
  DubaiPriceInput, DubaiPriceUpdateInput, MacedoniaPriceInput, MacedoniaPriceUpdateInput, RoomPriceInput, RoomPriceUpdateInput,
} from './price.inputs.js';
import { RoomPrice } from './room-price.entity.js';

/** The Turkey, Dubai and Macedonia price tables: public reads, staff-only writes. */
@Resolver()
export class PriceResolver {
  @Query(() => [RoomPrice], { description: 'Turkey room prices (Turqi page).' })
  roomPrices(@Ctx() ctx: AppContext) { return ctx.services.roomPrices.list(); }
  @Auth(...STAFF) @Mutation(() => RoomPrice)
  createRoomPrice(@Arg('input', () => RoomPriceInput) input: RoomPriceInput, @Ctx() ctx: AppContext) { return ctx.services.roomPrices.create(input); }
  @Auth(...STAFF) @Mutation(() => RoomPrice, { description: 'Missing keys keep their values.' })
  updateRoomPrice(@Arg('id', () => Int) id: number, @Arg('input', () => RoomPriceUpdateInput) input: RoomPriceUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.roomPrices.update(id, input);
  }
  @Auth(...STAFF) @Mutation(() => Boolean)
  deleteRoomPrice(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.roomPrices.delete(id); }

  @Query(() => [DubaiPrice], { description: 'Abu Dhabi and Dubai trip prices.' })
  dubaiPrices(@Ctx() ctx: AppContext) { return ctx.services.dubaiPrices.list(); }
  @Auth(...STAFF) @Mutation(() => DubaiPrice)
  createDubaiPrice(@Arg('input', () => DubaiPriceInput) input: DubaiPriceInput, @Ctx() ctx: AppContext) { return ctx.services.dubaiPrices.create(input); }
  @Auth(...STAFF) @Mutation(() => DubaiPrice, { description: 'Missing keys keep their values.' })
  updateDubaiPrice(@Arg('id', () => Int) id: number, @Arg('input', () => DubaiPriceUpdateInput) input: DubaiPriceUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.dubaiPrices.update(id, input);
  }
  @Auth(...STAFF) @Mutation(() => Boolean)
  deleteDubaiPrice(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.dubaiPrices.delete(id); }

  @Query(() => [MacedoniaPrice], { description: 'Macedonia hotel prices (Maqedoni page).' })
  macedoniaPrices(@Ctx() ctx: AppContext) { return ctx.services.macedoniaPrices.list(); }
  @Auth(...STAFF) @Mutation(() => MacedoniaPrice)
  createMacedoniaPrice(@Arg('input', () => MacedoniaPriceInput) input: MacedoniaPriceInput, @Ctx() ctx: AppContext) {
    return ctx.services.macedoniaPrices.create(input);
  }
  @Auth(...STAFF) @Mutation(() => MacedoniaPrice, { description: 'Missing keys keep their values.' })
  updateMacedoniaPrice(@Arg('id', () => Int) id: number, @Arg('input', () => MacedoniaPriceUpdateInput) input: MacedoniaPriceUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.macedoniaPrices.update(id, input);
  }
  @Auth(...STAFF) @Mutation(() => Boolean)
  deleteMacedoniaPrice(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.macedoniaPrices.delete(id); }
}
