import { describe, expect, it } from 'vitest';
import { loginUrl, safeNext } from './safe-next';

const origin = 'https://bani-travel.com';

describe('safeNext', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeNext('/search?toId=2&sort=price&page=2', '/', origin)).toBe('/search?toId=2&sort=price&page=2');
    expect(safeNext('/dashboard/Logs#top', '/', origin)).toBe('/dashboard/Logs#top');
  });

  it('refuses anything that could leave the site (an open redirect)', () => {
    for (const next of ['//evil.com', '/\\evil.com', 'https://evil.com', 'evil.com', '/\t/evil.com', 'javascript:alert(1)']) {
      expect(safeNext(next, '/', origin), next).toBe('/');
    }
  });

  it('falls back when there is nothing to go to', () => {
    expect(safeNext(null, '/', origin)).toBe('/');
    expect(safeNext('', '/dashboard', origin)).toBe('/dashboard');
  });
});

describe('loginUrl', () => {
  it('carries the way back in ?next=, encoded', () => {
    expect(loginUrl('/search?toId=2&s=new york')).toBe('/login?next=%2Fsearch%3FtoId%3D2%26s%3Dnew%20york');
    expect(loginUrl('/')).toBe('/login');
  });
});
