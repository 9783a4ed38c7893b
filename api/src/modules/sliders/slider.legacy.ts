import { LegacyVocabulary } from '../../rest/legacy.js';
import { SliderKind, type SliderImage } from './slider-image.entity.js';

/** LEGACY-API §4: each legacy slider's three paths (under /api). Visit Kosova has none. */
export const LEGACY_SLIDERS = [
  { slider: SliderKind.HOME, list: '/images', add: '/add-images', remove: '/images-delete/:id' },
  { slider: SliderKind.BULGARIA, list: '/bullgari/images', add: '/bullgari/add-images', remove: '/bullgari/images-delete/:id' },
  { slider: SliderKind.GREECE, list: '/greqi-images', add: '/add-greqi-image', remove: '/greqi-image-delete/:id' },
] as const;

/** The routes whose JSON bodies carry a base64 image (they get the larger body limit). */
export const SLIDER_IMAGE_BODY_PATHS = LEGACY_SLIDERS.map((s) => `/api${s.add}`);

export const sliderVocab = new LegacyVocabulary({ title: ['title', 'string'] });

export const toLegacySliderImage = (s: SliderImage, imageBase64: string) => ({ id: s.id, title: s.title, imageBase64 });
