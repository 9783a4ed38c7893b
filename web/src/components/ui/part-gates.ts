/**
 * The gates of the page's parts that are taken over when seen (HydrateApart `until="visible"`).
 *
 * Only while the browser takes over a page the server rendered (start.tsx calls `deferParts` before
 * `hydrateRoot`): a render from nothing, a page rendered later and the server never wait. A part's
 * gate opens when the part comes near the viewport (HydrateApart's observer), when the visitor acts in
 * it (below), or for all parts at the first navigation or language switch (`openAllParts`): the page
 * then renders anew, and a part that waited would show its boundary's empty fallback instead.
 *
 * Events: the visitor's first press, key or focus in a waiting part must not be lost. This module
 * listens on the document in the capture phase, so it runs before React's listeners on the root:
 * it opens the gate synchronously, and React, which hydrates the part an event targets at once
 * ("selective hydration"), then finds nothing to wait for and hands it the event. Without that, React
 * would stop the event's propagation while the part still waits.
 */

export const PART_ATTRIBUTE = 'data-part';

interface Gate {
  open: boolean;
  promise: Promise<void>;
  resolve: () => void;
}

const gates = new Map<string, Gate>();
/** The wrapper element of each waiting part (its `data-part`), to the part: what an event finds. */
const elements = new WeakMap<Element, string>();
let waiting = false;

/** True while the page's parts below the first screen wait to be seen. */
export const deferring = () => waiting;

function gate(part: string): Gate {
  let found = gates.get(part);
  if (!found) {
    let resolve = () => undefined as void;
    const promise = new Promise<void>((r) => (resolve = r));
    found = { open: !waiting, promise, resolve };
    if (found.open) resolve();
    gates.set(part, found);
  }
  return found;
}

export const isOpen = (part: string) => !waiting || gate(part).open;

/** The promise a part's boundary waits on (the same one every time: React caches by identity). */
export const partGate = (part: string) => gate(part).promise;

export function openPart(part: string) {
  const found = gate(part);
  found.open = true;
  found.resolve();
}

const committed = new Set<string>();

/** A part's boundary is in the page (its HydrateApart's effect). */
export const partCommitted = (part: string) => void committed.add(part);

/**
 * A part's HydrateApart renders. Rendered again once committed (new props or language, a navigation),
 * its content is rendered now, never left waiting: React would show the boundary's empty fallback.
 */
export function partRendered(part: string) {
  if (waiting && committed.has(part)) openPart(part);
}

export function openAllParts() {
  if (!waiting) return;
  waiting = false;
  for (const found of gates.values()) {
    found.open = true;
    found.resolve();
  }
}

/** The parts whose gate is open but whose content is not yet committed (HydrateApart's `Live`). */
const pending = new Set<string>();
let onLive: Array<() => void> = [];

export const partPending = (part: string) => void pending.add(part);

export function partLive(part: string) {
  pending.delete(part);
  if (pending.size > 0) return;
  const ready = onLive;
  onLive = [];
  ready.forEach((resolve) => resolve());
}

/** Opens every part and resolves when all are taken over (a second at most: never blocks the caller). */
export function takeOverAllParts(): Promise<void> {
  openAllParts();
  if (pending.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    onLive.push(resolve);
    setTimeout(resolve, 1000);
  });
}

// The events React hydrates a part for before it handles them (its "discrete" events).
const actions = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'submit'] as const;

/**
 * A part's wrapper element, as HydrateApart found it when taken over. The part is known by its `useId`
 * in the browser; the attribute carries no value, as the server's tree (its providers) may number
 * the ids differently.
 */
export function partElement(part: string, element: Element) {
  elements.set(element, part);
}

function onAction(event: Event) {
  let element = event.target instanceof Element ? event.target.closest(`[${PART_ATTRIBUTE}]`) : null;
  while (element) {
    const part = elements.get(element);
    if (part) openPart(part);
    element = element.parentElement?.closest(`[${PART_ATTRIBUTE}]`) ?? null;
  }
}

/** Makes the parts marked `until="visible"` wait to be seen (a page the server rendered, before hydration). */
export function deferParts() {
  if (waiting) return;
  waiting = true;
  for (const type of actions) document.addEventListener(type, onAction, { capture: true, passive: true });
}
