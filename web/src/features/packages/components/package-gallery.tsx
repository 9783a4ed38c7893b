import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { MediaImage, type MediaImageData } from '../../../components/media/media-image';
import { PhotoPlaceholder } from '../../../components/media/photo-placeholder';

/**
 * The package's pictures: its main picture first, then the gallery staff chose. One large picture
 * (loaded at once: it is the page's largest element) and a row of thumbnails that switch it; every
 * picture keeps its width and height, so nothing moves while the bytes arrive.
 */
export function PackageGallery({
  main,
  gallery,
  title,
  place,
}: {
  main: MediaImageData | null | undefined;
  gallery: MediaImageData[];
  title: string;
  /** The place's name, on the placeholder a package without photos shows (issue 42, item 15). */
  place: string;
}) {
  const { t } = useTranslation();
  const photos = [...(main ? [main] : []), ...gallery.filter((g) => g.url !== main?.url)];
  const [shown, setShown] = useState(0);
  if (!photos.length) return <PhotoPlaceholder place={place} large />;
  const current = photos[Math.min(shown, photos.length - 1)]!;
  const total = photos.length;
  return (
    <section aria-label={t('pkgPage.gallery')} className="space-y-3">
      <MediaImage
        image={current}
        sizes="(min-width: 1024px) 42rem, 100vw"
        alt={current.alt ? `${current.alt}` : title}
        eager
        className="aspect-[4/3] h-auto w-full rounded-2xl bg-slate-100 object-cover"
      />
      {total > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6">
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <button
                type="button"
                onClick={() => setShown(i)}
                aria-label={t('pkgPage.showPhoto', { n: i + 1, total })}
                aria-pressed={i === shown}
                className={`block w-full overflow-hidden rounded-lg ring-offset-2 focus-visible:ring-2 focus-visible:ring-sky-700 ${i === shown ? 'ring-2 ring-sky-700' : 'opacity-80 hover:opacity-100'}`}
              >
                <MediaImage image={photo} sizes="6rem" alt="" className="aspect-[4/3] h-auto w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
