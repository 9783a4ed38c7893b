import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { ImageFieldResolver } from '../media/image-field.resolver.js';
import { STAFF } from '../users/role.js';
import { SliderImage, SliderKind } from './slider-image.entity.js';
import { SliderImageInput, SliderImageUpdateInput, SliderOrderInput } from './slider.inputs.js';

@Resolver()
export class SliderResolver {
  @Query(() => [SliderImage], { description: 'Every slide of a page slider, in order.' })
  sliderImages(@Arg('slider', () => SliderKind) slider: SliderKind, @Ctx() ctx: AppContext) {
    return ctx.services.sliders.list(slider);
  }

  @Auth(...STAFF) @Mutation(() => SliderImage, { description: 'Adds a slide at the end of the slider.' })
  addSliderImage(@Arg('slider', () => SliderKind) slider: SliderKind, @Arg('input', () => SliderImageInput) input: SliderImageInput, @Ctx() ctx: AppContext) {
    return ctx.services.sliders.add(slider, input);
  }

  @Auth(...STAFF) @Mutation(() => SliderImage, { description: 'Retitles a slide or swaps its picture; its position stays.' })
  updateSliderImage(@Arg('id', () => Int) id: number, @Arg('input', () => SliderImageUpdateInput) input: SliderImageUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.sliders.update(id, input);
  }

  @Auth(...STAFF) @Mutation(() => Boolean)
  deleteSliderImage(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.sliders.delete(id);
  }

  @Auth(...STAFF) @Mutation(() => [SliderImage], { description: 'Sets the order of a slider; input.ids must list each of its slides once.' })
  reorderSliderImages(@Arg('slider', () => SliderKind) slider: SliderKind, @Arg('input', () => SliderOrderInput) input: SliderOrderInput, @Ctx() ctx: AppContext) {
    return ctx.services.sliders.reorder(slider, input.ids);
  }
}

export const SliderImageImageResolver = ImageFieldResolver(SliderImage, (s) => [s.mediaId, s.title]);
