import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { canonicalPath } from './canonical-path';

// The shape of the real route table: a pathless layout, static paths, a param route, nested
// dashboard paths and catch-all 404s.
const routes: RouteObject[] = [
  {
    children: [
      { index: true },
      { path: 'Maqedoni' },
      { path: 'kontakt' },
      { path: 'aranzhmani/:id' },
      { path: 'dashboard', children: [{ index: true }, { path: 'ManageShtetet' }, { path: '*' }] },
      { path: '*' },
    ],
  },
];

describe('canonicalPath', () => {
  it('gives the route table’s spelling for another casing of the same path', () => {
    expect(canonicalPath(routes, '/maqedoni')).toBe('/Maqedoni');
    expect(canonicalPath(routes, '/KONTAKT')).toBe('/kontakt');
    expect(canonicalPath(routes, '/Dashboard/manageshtetet')).toBe('/dashboard/ManageShtetet');
    expect(canonicalPath(routes, '/DASHBOARD')).toBe('/dashboard');
  });

  it('has nothing to fix on the canonical spelling (a trailing slash included)', () => {
    expect(canonicalPath(routes, '/Maqedoni')).toBeNull();
    expect(canonicalPath(routes, '/Maqedoni/')).toBeNull();
    expect(canonicalPath(routes, '/')).toBeNull();
  });

  it('leaves params and 404s alone', () => {
    expect(canonicalPath(routes, '/ARANZHMANI/12')).toBeNull();
    expect(canonicalPath(routes, '/no-such-page')).toBeNull();
    expect(canonicalPath(routes, '/dashboard/nothing')).toBeNull();
  });
});
