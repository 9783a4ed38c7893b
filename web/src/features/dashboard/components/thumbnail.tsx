import type { DashboardImageFragment } from '../api/image';

/** A 16×16-unit picture in a manage table (SPEC §9), from the smallest stored variant that fits. */
export function Thumbnail({ image, alt }: { image: DashboardImageFragment | null | undefined; alt: string }) {
  if (!image) return <span aria-hidden="true" className="block size-16 shrink-0 rounded-lg bg-slate-100" />;
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes="64px"
      alt={image.alt || alt}
      loading="lazy"
      decoding="async"
      className="size-16 max-w-none shrink-0 rounded-lg border border-slate-200 object-cover"
    />
  );
}
