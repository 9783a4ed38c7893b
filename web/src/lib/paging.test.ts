import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './paging';

describe('pageCount', () => {
  it('rounds up and is never zero', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and two pages either side of the current one', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 20]);
    expect(pageWindow(10, 20)).toEqual([1, 8, 9, 10, 11, 12, 20]);
    expect(pageWindow(20, 20)).toEqual([1, 18, 19, 20]);
  });

  it('offers the real pages when the current one is past the end', () => {
    expect(pageWindow(5, 2)).toEqual([1, 2]);
  });
});
