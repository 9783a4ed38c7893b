import { Router } from 'express';
import { bodyOf, idParam } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import { legacyBase64Of } from '../media/media.service.js';
import { STAFF } from '../users/role.js';
import { SliderImageFields } from './slider.inputs.js';
import { LEGACY_SLIDERS, sliderVocab, toLegacySliderImage } from './slider.legacy.js';

/** LEGACY-API §4 sliders: the home, Bulgaria and Greece sliders, images as raw base64 JPEG. */
export const sliderRoutes = Router();

for (const { slider, list, add, remove } of LEGACY_SLIDERS) {
  sliderRoutes.get(list, async (req, res) => {
    const rows = await req.ctx.services.sliders.list(slider);
    const images = await req.ctx.services.media.legacyBase64(rows.map((r) => r.mediaId));
    res.json(rows.map((r) => toLegacySliderImage(r, images.get(r.mediaId) ?? '')));
  });

  sliderRoutes.post(add, async (req, res) => {
    requireRole(req, STAFF);
    const body = bodyOf(req);
    const input = await sliderVocab.parse(SliderImageFields, body);
    const image = await req.ctx.services.media.prepareBase64(body.imageBase64);
    const row = await req.ctx.services.sliders.add(slider, input, image);
    res.status(201).json({ image: toLegacySliderImage(row, legacyBase64Of(image)) });
  });

  sliderRoutes.delete(remove, async (req, res) => {
    requireRole(req, STAFF);
    await req.ctx.services.sliders.delete(idParam(req), slider);
    res.json({ message: 'Image deleted successfully.' });
  });
}
