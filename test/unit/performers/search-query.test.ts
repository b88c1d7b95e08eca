// The directory's search <-> address query mapping: shareable addresses, bad values dropped one by one.
import {
  changeSearch,
  clearFilters,
  hasFilters,
  parseSearch,
  searchKeys,
  sortChange,
  sortChoiceOf,
  sortChoices,
  toUrlQuery,
} from '@/components/performers/search-query';
import { performerSearchQuery } from '@/contracts/performers';

describe('parseSearch', () => {
  it('reads text, option filters, country, prices, flags, order and paging', () => {
    expect(
      parseSearch({
        q: ' luna ',
        gender: 'female',
        hair: 'multiColored',
        country: 'GB',
        minPrice: '5',
        maxPrice: '20.5',
        isFreeSubscription: 'true',
        isStreaming: 'true',
        sortBy: 'price',
        sort: 'asc',
        current: '3',
        pageSize: '24',
      }),
    ).toEqual({
      q: 'luna',
      gender: 'female',
      hair: 'multiColored',
      country: 'GB',
      minPrice: 5,
      maxPrice: 20.5,
      isFreeSubscription: true,
      isStreaming: true,
      sortBy: 'price',
      sort: 'asc',
      current: 3,
      pageSize: 24,
    });
  });

  it('drops values the API would refuse, keeping the rest', () => {
    expect(
      parseSearch({ gender: 'robot', country: 'gb', minPrice: '-1', current: '0', pageSize: '500', sortBy: 'random', isStreaming: 'yes', hair: 'red' }),
    ).toEqual({ hair: 'red' });
  });

  it('ignores unknown keys, blanks, flags that are off, and takes the first of repeated values', () => {
    expect(parseSearch({ foo: 'bar', q: '   ', isFreeSubscription: 'false', eyes: ['green', 'blue'] })).toEqual({ eyes: 'green' });
  });

  it('orders by relevance only when there is search text', () => {
    expect(parseSearch({ sortBy: 'relevance' })).toEqual({});
    expect(parseSearch({ sortBy: 'relevance', q: 'x' })).toEqual({ sortBy: 'relevance', q: 'x' });
  });
});

describe('toUrlQuery', () => {
  it('writes what differs from the defaults as strings', () => {
    expect(toUrlQuery({ q: 'luna', gender: 'female', minPrice: 5, isStreaming: true, current: 1, pageSize: 12 })).toEqual({
      q: 'luna',
      gender: 'female',
      minPrice: '5',
      isStreaming: 'true',
    });
    expect(toUrlQuery({ current: 2, pageSize: 24 })).toEqual({ current: '2', pageSize: '24' });
  });

  it('round-trips through the address', () => {
    const search = { q: 'star', bodyType: 'gymBody' as const, country: 'US', maxPrice: 9.95, isFreeSubscription: true, sortBy: 'popular' as const, current: 2 };
    expect(parseSearch(toUrlQuery(search))).toEqual(search);
  });
});

describe('changing the search', () => {
  it('goes back to page 1 on any change but paging, and blanks remove a filter', () => {
    const search = { gender: 'female' as const, current: 4 };
    expect(changeSearch(search, { hair: 'red' })).toEqual({ gender: 'female', hair: 'red' });
    expect(changeSearch(search, { gender: undefined })).toEqual({});
    expect(changeSearch(search, { current: 5 })).toEqual({ gender: 'female', current: 5 });
    expect(changeSearch({ q: 'x', sortBy: 'relevance' }, { q: undefined })).toEqual({});
  });

  it('clearing filters keeps the text, order and page size', () => {
    const search = { q: 'x', gender: 'male' as const, country: 'FR', isStreaming: true, sortBy: 'latest' as const, pageSize: 24, current: 3 };
    expect(clearFilters(search)).toEqual({ q: 'x', sortBy: 'latest', pageSize: 24 });
    expect(hasFilters(clearFilters(search))).toBe(true);
    expect(hasFilters({ sortBy: 'latest', current: 2 })).toBe(false);
  });
});

describe('sort choices', () => {
  it('default to best match with text and newest without', () => {
    expect(sortChoiceOf({ q: 'x' })).toBe('relevance');
    expect(sortChoiceOf({})).toBe('latest');
    expect(sortChoices({})).not.toContain('relevance');
    expect(sortChoices({ q: 'x' })).toContain('relevance');
  });

  it('map price in both directions to sortBy=price with a direction', () => {
    expect(sortChange('price-asc')).toEqual({ sortBy: 'price', sort: 'asc' });
    expect(sortChange('price-desc')).toEqual({ sortBy: 'price', sort: 'desc' });
    expect(sortChoiceOf({ sortBy: 'price', sort: 'asc' })).toBe('price-asc');
    expect(sortChoiceOf({ sortBy: 'price' })).toBe('price-asc');
    expect(changeSearch({ sortBy: 'price', sort: 'asc' }, sortChange('popular'))).toEqual({ sortBy: 'popular' });
  });

  it('show createdAt as newest (the same order) and offer the last profile change', () => {
    expect(parseSearch({ sortBy: 'createdAt' })).toEqual({ sortBy: 'createdAt' });
    expect(sortChoiceOf({ sortBy: 'createdAt' })).toBe('latest');
    expect(sortChoiceOf({ sortBy: 'updatedAt' })).toBe('updatedAt');
    expect(sortChoices({})).toContain('updatedAt');
    expect(sortChange('updatedAt')).toEqual({ sortBy: 'updatedAt', sort: undefined });
  });
});

describe('parseSearch against the API schema', () => {
  // The page checks the address by hand (it does not load zod); here the schema itself is the judge.
  const samples = [
    'true', 'false', 'TRUE', '1', '0', '-1', '2', '1.5', '100', '101', '1e2', '0x10', 'Infinity', '-0', '12abc', 'NaN', '9007199254740993',
    'asc', 'desc', 'ASC', 'latest', 'popular', 'price', 'subscribers', 'relevance', 'createdAt', 'updatedAt', 'name',
    'GB', 'gb', 'GBR', 'G1', 'female', 'Female', 'multiColored', '164_166', 'gymBody', 'over_50', 'a'.repeat(100), 'a'.repeat(101), 'luna star',
  ];

  it.each(searchKeys.map((key) => [key]))('reads %s as the schema does', (key) => {
    for (const raw of samples) {
      const parsed = performerSearchQuery.shape[key].safeParse(raw);
      const expected = parsed.success && parsed.data !== undefined && parsed.data !== false ? parsed.data : undefined;
      // relevance needs search text: give it some, so only the key under test decides.
      const query = key === 'q' ? { [key]: raw } : { q: 'x', [key]: raw };
      expect([raw, parseSearch(query)[key]]).toEqual([raw, expected]);
    }
  });
});
