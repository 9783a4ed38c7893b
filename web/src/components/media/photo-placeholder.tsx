import { Icon } from '../ui/icon';

/**
 * What stands where a package without photos would show one (issue 42, item 15): a calm sky gradient
 * with a plane and the place's name, the same 4:3 shape as a photo, so a card or the package page
 * keeps its layout instead of an empty column. Decorative: the title beside it names the package.
 */
export function PhotoPlaceholder({ place, large = false }: { place: string; large?: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-testid="photo-placeholder"
      className={`flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-sky-100 via-sky-50 to-amber-50 text-sky-800 ${large ? 'rounded-2xl' : 'rounded-xl'}`}
    >
      <Icon name="plane" className={large ? 'size-14' : 'size-8'} />
      <span className={`px-3 text-center font-semibold ${large ? 'text-xl' : 'text-sm'}`}>{place}</span>
    </div>
  );
}
