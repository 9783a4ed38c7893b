import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { useMediaQuery } from '../../lib/use-media-query';

export interface Slide {
  key: string | number;
  content: ReactNode;
}

interface Props {
  /** Accessible name of the carousel, e.g. "Oferta Speciale". */
  label: string;
  slides: Slide[];
  /** Advance every N ms (SPEC §9: 3000 for sliders); paused on hover, on focus and by the pause button. */
  autoplayMs?: number;
  /** Slides in view: `wide` from 1024 px, then 3, 2, 1 below 1024/768/480 px (the Kapadokia rule). */
  perView?: 1 | 4;
  className?: string;
}

function usePerView(max: 1 | 4): number {
  const lg = useMediaQuery('(min-width: 1024px)');
  const md = useMediaQuery('(min-width: 768px)');
  const sm = useMediaQuery('(min-width: 480px)');
  if (max === 1) return 1;
  return lg ? 4 : md ? 3 : sm ? 2 : 1;
}

const control =
  'inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-slate-900 shadow-md ring-1 ring-slate-300 hover:bg-white';

/**
 * An accessible carousel (WAI-ARIA APG "carousel" pattern): previous/next buttons, a pause button
 * for the rotation, rotation stopped while hovered or focused, slides out of view removed from the
 * tab order and the accessibility tree, and announcements ("polite") only when the visitor moves it.
 */
export function Carousel({ label, slides, autoplayMs, perView: max = 1, className = '' }: Props) {
  const { t } = useTranslation();
  const trackId = useId();
  const perView = usePerView(max);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(!reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const last = Math.max(0, slides.length - perView);
  const current = Math.min(index, last);
  const canMove = last > 0;
  const rotating = Boolean(autoplayMs) && playing && !hovered && !focused && canMove;

  useEffect(() => {
    if (!rotating || !autoplayMs) return;
    const timer = setInterval(() => setIndex((i) => (Math.min(i, last) >= last ? 0 : i + 1)), autoplayMs);
    return () => clearInterval(timer);
  }, [rotating, autoplayMs, last]);

  const go = (delta: 1 | -1) => setIndex(() => (delta === 1 ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      className={`relative ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={max > 1 ? '-mx-2 overflow-hidden' : 'overflow-hidden rounded-2xl'}>
        <div
          id={trackId}
          aria-live={rotating ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(current * 100) / perView}%)` }}
        >
          {slides.map((slide, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <div
                key={slide.key}
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.position', { n: i + 1, total: slides.length })}
                aria-hidden={!visible}
                inert={!visible}
                className={max > 1 ? 'shrink-0 px-2' : 'shrink-0'}
                style={{ flexBasis: `${100 / perView}%` }}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      {canMove && (
        <div className="mt-3 flex items-center justify-center gap-3">
          {autoplayMs && (
            <button type="button" className={control} aria-controls={trackId} onClick={() => setPlaying((p) => !p)}>
              <span className="sr-only">{playing ? t('carousel.pause') : t('carousel.play')}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <path d={playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5v14l11-7z'} />
              </svg>
            </button>
          )}
          <button type="button" className={control} aria-controls={trackId} onClick={() => go(-1)}>
            <span className="sr-only">{t('carousel.previous')}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2.5}>
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </button>
          <p className="min-w-14 text-center text-sm font-semibold text-slate-700" aria-hidden="true">
            {current + 1} / {last + 1}
          </p>
          <button type="button" className={control} aria-controls={trackId} onClick={() => go(1)}>
            <span className="sr-only">{t('carousel.next')}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth={2.5}>
              <path d="M9 6l6 6-6 6" />
            </svg>
          </button>
        </div>
      )}
    </section>
  );
}
