import { Suspense, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { deferring, isOpen, openPart, partCommitted, partElement, partGate, partLive, partPending, partRendered, PART_ATTRIBUTE } from './part-gates';

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

/** Calls `listener` once every part of the page is taken over (at once when nothing is pending);
 *  a part that waits to be seen (`until="visible"`) is not waited for. */
export function whenAllPartsLive(listener: () => void) {
  listeners.push(listener);
  settle();
}

function Live({ part }: { part: string }) {
  useLayoutEffect(() => {
    live.add(part);
    waiting.delete(part);
    partLive(part);
    settle();
  }, [part]);
  return null;
}

/**
 * Suspends the hydration of its boundary until the part's gate opens (part-gates.ts). The promise is
 * thrown, not passed to `use`: React pauses the whole render for a promise given to `use` (it expects
 * data soon), which would keep every later part of the page from being taken over; a thrown promise
 * makes it leave this boundary as the server's HTML and go on with the rest.
 */
function Gate({ part }: { part: string }) {
  if (!isOpen(part)) throw partGate(part);
  return null;
}

/** A waiting part is taken over as soon as any of it is in the viewport: what the first screen of a
 *  phone does not show waits (its HTML is there and its first event is not lost, part-gates.ts). */
const NEAR = '0px';

/**
 * A part of a server-rendered page that the browser takes over on its own. React hydrates each
 * Suspense boundary of the server's HTML in a pass of its own, after the rest and at low priority, so
 * a long page is never taken over (rendered and committed) in one long task that blocks input (ADR
 * 0019: Lighthouse's TBT). Nothing inside suspends (data comes from non-suspending hooks), so the
 * boundary changes nothing else: the server's HTML is the same, and a render in the browser is whole.
 * `whenAllPartsLive` tells when the last part is live (start.tsx's `data-ready`).
 *
 * `until="visible"` (below the first screen): the part is not taken over at the page's start but when
 * it comes near the viewport, or at once when the visitor acts in it (a press, a key, focus): until
 * then it is the server's HTML, links work as plain links, and the first event is handled by the
 * hydrated part (part-gates.ts). Its children are wrapped in a `<div data-part>` (`contents` unless
 * `className` says otherwise): the element the viewport and the events are matched on.
 */
export function HydrateApart({ children, until, className = 'contents' }: { children: ReactNode; until?: 'visible'; className?: string }) {
  const part = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  if (until) partRendered(part);
  // Children's effects run first: in a render from nothing the part is live before this runs.
  useLayoutEffect(() => {
    partCommitted(part);
    if (!live.has(part) && !until) waiting.add(part);
    return () => {
      waiting.delete(part);
      live.delete(part);
      settle();
    };
  }, [part, until]);
  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!element || !deferring() || isOpen(part)) return;
    partElement(part, element);
    partPending(part);
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) openPart(part);
    }, { rootMargin: NEAR });
    // A `contents` wrapper has no box of its own: its children are what the viewport meets.
    for (const target of [element, ...element.children]) seen.observe(target);
    void partGate(part).then(() => seen.disconnect());
    return () => {
      seen.disconnect();
      partLive(part); // gone (a navigation): nothing to wait for
    };
  }, [part]);
  const boundary = (
    <Suspense fallback={null}>
      {until && <Gate part={part} />}
      {children}
      <Live part={part} />
    </Suspense>
  );
  if (!until) return boundary;
  return (
    <div ref={wrapper} className={className} {...{ [PART_ATTRIBUTE]: '' }}>
      {boundary}
    </div>
  );
}
