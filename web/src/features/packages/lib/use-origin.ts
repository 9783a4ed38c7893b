import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** The page's origin (for absolute links); null while rendering on a server, which knows none. */
export const useOrigin = (): string | null =>
  useSyncExternalStore(never, () => window.location.origin, () => null);
