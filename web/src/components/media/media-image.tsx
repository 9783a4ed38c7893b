import type { MediaImage_ImageFragment } from '../../gql/graphql';
import { preload } from 'react-dom';

/** The fields of the API's `Image` this component needs: the MediaImage_image fragment (api/). */
export type MediaImageData = MediaImage_ImageFragment;

interface Props {
  image: MediaImageData;
  /** The rendered width, for the browser's choice among the variants, e.g. "(min-width: 1024px) 25vw, 100vw". */
  sizes: string;
  /** Decorative images (the name is already next to it) pass "". */
  alt?: string;
  /** Above the fold: load now; everything else waits until it nears the viewport. */
  eager?: boolean;
  className?: string;
}

/**
 * An uploaded image from /media: WebP variants with a JPEG fallback, width descriptors + `sizes`, and
 * explicit width/height so the box is reserved before the bytes arrive (no layout shift).
 */
export function MediaImage({ image, sizes, alt, eager = false, className = '' }: Props) {
  const fallback = image.url.replace(/\.webp$/, '.jpg');
  // A picture above the fold is the page's largest paint: React preloads it from the head of the
  // server's HTML, before the browser meets the <img>.
  if (eager) preload(image.url, { as: 'image', imageSrcSet: image.srcset, imageSizes: sizes, type: 'image/webp', fetchPriority: 'high' });
  return (
    <picture>
      <source type="image/webp" srcSet={image.srcset} sizes={sizes} />
      <img
        src={fallback}
        srcSet={image.jpegSrcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt ?? ''}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        className={className}
      />
    </picture>
  );
}
