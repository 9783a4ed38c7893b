import { Field, Int, ObjectType } from 'type-graphql';
import type { Media } from './media.entity.js';

/** The width `url` points at: big enough for a card or a half-width slide, small enough for phones. */
export const DEFAULT_WIDTH = 960;

export const variantUrl = (mediaId: number, width: number, ext: 'webp' | 'jpg') => `/media/${mediaId}/${width}.${ext}`;

/** The largest stored width not above `target` (the smallest stored width is never above 480). */
export function widthFor(widths: readonly number[], target: number): number {
  const fitting = widths.filter((w) => w <= target);
  return fitting.length ? Math.max(...fitting) : Math.min(...widths);
}

const srcsetOf = (m: Media, ext: 'webp' | 'jpg') => m.widths.map((w) => `${variantUrl(m.id, w, ext)} ${w}w`).join(', ');

/** How every API shows a stored image: URLs of its variants, never bytes. */
@ObjectType('Image', { description: 'An uploaded image, served as WebP and JPEG in several widths at immutable URLs.' })
export class Image {
  @Field(() => Int, { description: 'Media id (what mutations take as imageId).' })
  id!: number;

  @Field(() => String, { description: `Root-relative URL of the WebP variant closest to ${DEFAULT_WIDTH} px wide.` })
  url!: string;

  @Field(() => String, { description: 'WebP srcset with width descriptors, e.g. "/media/1/480.webp 480w, /media/1/960.webp 960w".' })
  srcset!: string;

  @Field(() => String, { description: 'The same widths as JPEG, for an <img> fallback.' })
  jpegSrcset!: string;

  @Field(() => Int, { description: 'Width of the largest variant in pixels.' })
  width!: number;

  @Field(() => Int, { description: 'Height of the largest variant in pixels.' })
  height!: number;

  @Field(() => String, { nullable: true, description: 'Alternative text: the title or name of what the image shows.' })
  alt?: string | null;
}

export function toImage(m: Media, alt?: string | null): Image {
  return {
    id: m.id,
    url: variantUrl(m.id, widthFor(m.widths, DEFAULT_WIDTH), 'webp'),
    srcset: srcsetOf(m, 'webp'),
    jpegSrcset: srcsetOf(m, 'jpg'),
    width: m.width,
    height: m.height,
    alt: alt?.trim() ? alt.trim() : null,
  };
}
