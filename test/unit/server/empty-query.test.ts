import { withoutEmptyValues } from '@/server/http/empty-query';

describe('withoutEmptyValues', () => {
  it('drops values sent empty and keeps every other value as it came', () => {
    expect(withoutEmptyValues({ type: '', q: 'luna', current: '2', status: '' })).toEqual({ q: 'luna', current: '2' });
  });

  it('keeps the non-empty items of a repeated parameter', () => {
    expect(withoutEmptyValues({ type: ['photo', '', 'video'] })).toEqual({ type: ['photo', 'video'] });
    expect(withoutEmptyValues({ type: ['', 'photo'] })).toEqual({ type: 'photo' });
    expect(withoutEmptyValues({ type: ['', ''] })).toEqual({});
  });

  it('keeps text that only looks empty, for the route to judge', () => {
    expect(withoutEmptyValues({ q: ' ', n: '0', flag: 'false' })).toEqual({ q: ' ', n: '0', flag: 'false' });
  });
});
