/**
 * On a touch screen the page's scrollbar is hidden until the visitor first scrolls (index.css,
 * `html:not([data-scrolled])`). A phone's scrollbar is an overlay that shows while the page scrolls;
 * Chromium also shows it, and fades it out over ~20 frames, when a page first becomes scrollable,
 * that is during its load. With a software compositor each of those frames is a full redraw: ~180 ms
 * of CPU on this machine's two cores while the page's code runs (ADR 0019, eighth pass). From the first
 * scroll on, the scrollbar behaves as before.
 */
const SCROLLED_ATTRIBUTE = 'data-scrolled';

export function showScrollbarOnceScrolled(): void {
  window.addEventListener('scroll', () => document.documentElement.setAttribute(SCROLLED_ATTRIBUTE, ''), { once: true, passive: true });
}
