import { Suspense, useId, useLayoutEffect, type ReactNode } from 'react';

/** The parts (by useId) whose boundary is committed but not yet what is inside (its pass is to come). */
const waiting = new Set<string>();
/** The parts whose inside is committed. */
const live = new Set<string>();
let listeners: Array<() => void> = [];

function settle() {
  if (waiting.size > 0) return;
  const ready = listeners;
  listeners = [];
  ready.forEach((listener) => listener());
}

/** Calls `listener` once every part of the page is taken over (at once when nothing is pending). */
export function whenAllPartsLive(listener: () => void) {
  listeners.push(listener);
  settle();
}

function Live({ part }: { part: string }) {
  useLayoutEffect(() => {
    live.add(part);
    waiting.delete(part);
    settle();
  }, [part]);
  return null;
}

/**
 * A part of a server-rendered page that the browser takes over on its own. React hydrates each
 * Suspense boundary of the server's HTML in a pass of its own, after the rest and at low priority, so
 * a long page is never taken over (rendered and committed) in one long task that blocks input (ADR
 * 0019: Lighthouse's TBT). Nothing inside suspends (data comes from non-suspending hooks), so the
 * boundary changes nothing else: the server's HTML is the same, and a render in the browser is whole.
 * `whenAllPartsLive` tells when the last part is live (start.tsx's `data-ready`).
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  const part = useId();
  // Children's effects run first: in a render from nothing the part is live before this runs.
  useLayoutEffect(() => {
    if (!live.has(part)) waiting.add(part);
    return () => {
      waiting.delete(part);
      live.delete(part);
      settle();
    };
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <Live part={part} />
    </Suspense>
  );
}
