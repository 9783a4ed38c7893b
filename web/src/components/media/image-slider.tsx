import { localized } from '../../lib/localized';
import { useTranslation } from '../../lib/i18n/translation';
import { Carousel } from './carousel';
import { MediaImage, type MediaImageData } from './media-image';

export interface SlideData {
  id: number;
  title: string;
  /** The caption on the English page, when staff wrote one (issue 42). */
  titleEn?: string | null;
  image?: MediaImageData | null;
}

interface Props {
  label: string;
  slides: SlideData[] | undefined;
  loading?: boolean;
  error?: boolean;
  /** The first slide is the page's main picture: load it at once. */
  eager?: boolean;
  sizes?: string;
}

/** A page slider (home "Oferta Speciale", Greqi, Bullgari, Visit Kosova): one image at a time, 3 s each. */
export function ImageSlider({ label, slides, loading, error, eager = false, sizes = '(min-width: 1152px) 1120px, 100vw' }: Props) {
  const { t, i18n } = useTranslation();
  const box = 'aspect-[16/9] w-full rounded-2xl bg-slate-100 sm:aspect-[16/7]';
  if (error) return <p className="rounded-lg bg-slate-50 p-4 text-slate-700">{t('dest.imagesError')}</p>;
  if (loading || !slides) return <div className={`${box} animate-pulse`} aria-hidden="true" />;
  const shown = slides.filter((slide) => slide.image);
  if (shown.length === 0) return null;
  return (
    <Carousel
      label={label}
      autoplayMs={3000}
      slides={shown.map((slide, index) => ({
        key: slide.id,
        content: (
          <figure className={`relative overflow-hidden ${box}`}>
            {slide.image && (
              <MediaImage image={slide.image} alt={slide.title ? '' : undefined} sizes={sizes} eager={eager && index === 0} className="h-full w-full object-cover" />
            )}
            {slide.title && (
              <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-5 pb-4 pt-10 text-lg font-bold text-white">
                {localized(i18n.language, slide.title, slide.titleEn)}
              </figcaption>
            )}
          </figure>
        ),
      }))}
    />
  );
}
