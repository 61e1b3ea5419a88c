import { describe, expect, it } from 'vitest';
import { clampPage, pageRange, pageWindow, paginationItems, totalPages } from './pagination';

describe('pagination', () => {
  it('counts pages of 48, never fewer than one', () => {
    expect(totalPages(0, 48)).toBe(1);
    expect(totalPages(48, 48)).toBe(1);
    expect(totalPages(49, 48)).toBe(2);
    expect(totalPages(180, 48)).toBe(4);
  });

  it('shows every page when there are 5 or fewer, with no ellipsis', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts at 1 while the current page is within the first three', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
  });

  it('centres the current page in the middle', () => {
    expect(paginationItems(5, 10)).toEqual([3, 4, 5, 6, 7, 'ellipsis', 10]);
  });

  it('ends with the last page after an ellipsis until the current page is among the last three', () => {
    expect(paginationItems(6, 10)).toEqual([4, 5, 6, 7, 8, 'ellipsis', 10]);
    expect(paginationItems(8, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(paginationItems(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('adds the last page without an ellipsis when no page lies between', () => {
    expect(paginationItems(7, 10)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(paginationItems(4, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('clamps a page to the available range', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(2.7, 4)).toBe(2);
  });

  it('gives the item range of a page', () => {
    expect(pageRange(1, 48, 180)).toEqual({ from: 1, to: 48 });
    expect(pageRange(4, 48, 180)).toEqual({ from: 145, to: 180 });
    expect(pageRange(1, 48, 0)).toEqual({ from: 0, to: 0 });
  });
});
