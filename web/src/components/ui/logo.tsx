/**
 * The agency's mark (the same drawing as public/favicon.svg), inline. As an `<img src=".svg">` it cost
 * Chromium a separate SVG document in the page's renderer (~25 ms of main thread before the first
 * paint, more on a phone) and a preload in the head; inline it is two elements of the page (ADR 0019).
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <circle cx="32" cy="32" r="30" fill="#0284c7" />
      <path d="M14 36l36-14-10 26-7-9-9 6 3-9z" fill="#fff" />
    </svg>
  );
}
