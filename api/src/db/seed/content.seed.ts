import type { EntityManager } from '@mikro-orm/postgresql';
import { Card, type CardKind } from '../../modules/cards/card.entity.js';
import { prepareImage, type PreparedImage } from '../../modules/media/image-processing.js';
import { saveMedia } from '../../modules/media/media-store.js';
import { DubaiPrice } from '../../modules/prices/dubai-price.entity.js';
import { MacedoniaPrice } from '../../modules/prices/macedonia-price.entity.js';
import { RoomPrice } from '../../modules/prices/room-price.entity.js';
import { SliderImage, type SliderKind } from '../../modules/sliders/slider-image.entity.js';
import { CARDS, DUBAI_PRICES, MACEDONIA_PRICES, ROOM_PRICES, SLIDES } from './content.data.js';
import { renderScene, type SceneKind } from './content-scene.js';

/** Slides are wide banners; cards are smaller. Sizes kept modest so the seed stays fast. */
const SLIDE_SIZE = [1280, 560] as const;
const CARD_SIZE = [800, 560] as const;

/** The demo slides and cards with their pictures, in seed order (the order gives each its colours). */
export function demoContent() {
  const slides = Object.entries(SLIDES).flatMap(([slider, list]) =>
    list.map(([title, scene], position) => ({ slider: slider as SliderKind, title, position, picture: { scene, size: SLIDE_SIZE } })));
  const cards = Object.entries(CARDS).flatMap(([kind, { scene, hotels }]) =>
    hotels.map(([name, location, price, stars]) => ({ kind: kind as CardKind, name, location, price, stars, picture: { scene, size: CARD_SIZE } })));
  const seeds = (from: number) => (_: unknown, i: number) => 11 + 7 * (from + i);
  return {
    slides: slides.map((x, i) => ({ ...x, seed: seeds(0)(x, i) })),
    cards: cards.map((x, i) => ({ ...x, seed: seeds(slides.length)(x, i) })),
  };
}

/**
 * Demo content: pictures drawn at seed time (an SVG scene rendered by sharp: no network, no fonts),
 * stored through the media store like any upload; plus the three price tables.
 */
export async function seedContent(em: EntityManager): Promise<void> {
  const { slides, cards } = demoContent();
  // Render and encode everything concurrently (sharp works on its own threads), then store in order.
  const images = await Promise.all([...slides, ...cards].map((x) => draw(x.picture, x.seed)));

  for (const [i, s] of slides.entries()) {
    const { id } = await saveMedia(em, images[i]);
    em.create(SliderImage, { slider: s.slider, title: s.title, position: s.position, mediaId: id, createdAt: new Date() });
  }
  for (const [i, c] of cards.entries()) {
    const { id } = await saveMedia(em, images[slides.length + i]);
    em.create(Card, { kind: c.kind, name: c.name, location: c.location, price: c.price, stars: c.stars, mediaId: id, createdAt: new Date() });
  }
  for (const [roomType, service, price1, price2] of ROOM_PRICES) em.create(RoomPrice, { roomType, service, price1, price2 });
  for (const [departure, roomType, service, days, price] of DUBAI_PRICES) em.create(DubaiPrice, { departure, roomType, service, days, price });
  for (const [roomType, service, inSeasonPrice, offSeasonPrice] of MACEDONIA_PRICES) {
    em.create(MacedoniaPrice, { roomType, service, inSeasonPrice, offSeasonPrice });
  }
  await em.flush();
}

export interface Picture { scene: SceneKind; size: readonly [number, number] }

/** One demo picture, encoded like an upload. */
export async function draw({ scene, size: [w, h] }: Picture, seed: number): Promise<PreparedImage> {
  // Flat drawings compress well at the fastest WebP effort; it halves the seed time.
  return prepareImage(await renderScene(scene, seed, w, h), 'image', { webpEffort: 0 });
}
