// Where to go after logging in. Only a same-site relative path is accepted: "//evil.com",
// "/\evil.com" or "https://evil.com" in ?next= would turn the login page into an open redirect.
// Any origin serves as the base: a path stays on it exactly when it stays on ours. A fixed one, so the
// same answer comes on the server (which renders the login page too) and in the browser.
const base = 'https://site.invalid';

export function safeNext(next: string | null | undefined, fallback = '/', origin = base): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Browsers drop tabs/newlines and read "\" as "/" in URLs: let the URL parser decide the origin.
  const url = new URL(next, origin);
  if (url.origin !== origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login URL that brings the visitor back to `path` (pathname + search) afterwards. */
export function loginUrl(path: string): string {
  return path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`;
}
