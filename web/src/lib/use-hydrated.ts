import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and in the render that takes the server's page over; true from the next render
 * on. A control that only works with the app (a picker, a stepper) shows its plain form until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
