// The directory's page links: the first and last page, two either side of the current one, gaps between.
import { pageItems } from '@/components/performers/pager';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('marks gaps around the pages near the current one', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 18, 19, 20]);
    // Pages next to the first one follow it without a gap.
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});
