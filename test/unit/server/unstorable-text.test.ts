import { assertStorableText, unstorableTextIn } from '@/server/http/unstorable-text';

describe('unstorableTextIn', () => {
  it('passes ordinary text, accents and characters outside the basic plane', () => {
    expect(unstorableTextIn({ name: 'Zoë', bio: 'Hi 👋 — ça va?', tags: ['a', 'b'], n: 3, ok: true, none: null })).toBeNull();
  });

  it('names the field holding a NUL character or half of a character pair', () => {
    expect(unstorableTextIn({ name: 'a\u0000b' })).toBe('name');
    expect(unstorableTextIn({ list: ['fine', 'x\ud800y'] })).toBe('list.1');
    expect(unstorableTextIn({ nested: { deeper: '\udc00' } })).toBe('nested.deeper');
    expect(unstorableTextIn({ ['key\u0000']: 'value' })).toBe('key\u0000');
    expect(unstorableTextIn('a\u0000', 'query')).toBe('query');
    expect(unstorableTextIn({ pair: '\ud83d\ude00 then \ud83d' })).toBe('pair');
    expect(unstorableTextIn({ tags: [...Array.from({ length: 5_000 }, () => 'x'.repeat(100)), 'bad\u0000'] })).toBe('tags.5000');
    expect(unstorableTextIn({ rows: [{ ok: 'yes' }, { notes: ['fine', { text: 'a\udfffb' }] }] })).toBe('rows.1.notes.1.text');
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = { a: deep };
    expect(unstorableTextIn(deep)).toMatch(/^a(\.a)+$/);
  });

  it('refuses with a 422 that says where', () => {
    expect(() => assertStorableText({ title: 'a\u0000' })).toThrow(expect.objectContaining({ statusCode: 422, message: expect.stringContaining('in title') }));
    expect(() => assertStorableText({ title: 'fine' })).not.toThrow();
  });
});
