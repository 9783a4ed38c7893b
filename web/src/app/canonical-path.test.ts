import { describe, expect, it } from 'vitest';
import { canonicalPaths } from './canonical-path';

// The shape of the paths routePatterns reads off the route table: static paths, params, nested dashboard paths.
const paths = ['/', '/Maqedoni', '/kontakt', '/aranzhmani/:id', '/dashboard', '/dashboard/ManageShtetet', '/dashboard/PackageOptions/:id'];
const of = canonicalPaths(paths);

describe('canonicalPath', () => {
  it('gives the list’s spelling for another casing of the same path', () => {
    expect(of('/maqedoni')).toBe('/Maqedoni');
    expect(of('/KONTAKT')).toBe('/kontakt');
    expect(of('/Dashboard/manageshtetet')).toBe('/dashboard/ManageShtetet');
    expect(of('/DASHBOARD')).toBe('/dashboard');
  });

  it('has nothing to fix on the canonical spelling (a trailing slash included)', () => {
    expect(of('/Maqedoni')).toBeNull();
    expect(of('/Maqedoni/')).toBeNull();
    expect(of('/')).toBeNull();
  });

  it('leaves params and 404s alone', () => {
    expect(of('/ARANZHMANI/12')).toBeNull();
    expect(of('/no-such-page')).toBeNull();
    expect(of('/dashboard/nothing')).toBeNull();
    expect(of('/DASHBOARD/packageoptions/3')).toBeNull();
  });
});
