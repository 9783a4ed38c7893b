import { Router } from 'express';
import { legacy } from '../../rest/legacy.js';
import { legacyBase64Of } from '../media/media.service.js';
import { STAFF } from '../users/role.js';
import { SliderImageFields } from './slider.inputs.js';
import { LEGACY_SLIDERS, sliderVocab, toLegacySliderImage } from './slider.legacy.js';

/** LEGACY-API §4 sliders: the home, Bulgaria and Greece sliders, images as raw base64 JPEG. */
export const sliderRoutes = Router();

for (const { slider, list, add, remove } of LEGACY_SLIDERS) {
  sliderRoutes.get(list, legacy(async ({ services }) =>
    (await services.media.withLegacyImages(await services.sliders.list(slider))).map(([row, image]) => toLegacySliderImage(row, image))));

  sliderRoutes.post(add, legacy({ roles: STAFF, vocab: sliderVocab, status: 201 }, async ({ services, input, body }) => {
    const fields = await input(SliderImageFields);
    const image = await services.media.prepareBase64(body.imageBase64);
    return { image: toLegacySliderImage(await services.sliders.add(slider, fields, image), legacyBase64Of(image)) };
  }));

  sliderRoutes.delete(remove, legacy({ roles: STAFF }, async ({ services, id }) => {
    await services.sliders.delete(id(), slider);
    return { message: 'Image deleted successfully.' };
  }));
}
