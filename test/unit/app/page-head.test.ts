// Meta descriptions made from free text (src/components/common/page-head.tsx).
import { DESCRIPTION_MAX, descriptionOf } from '@/components/common/page-head';

test('Markdown marks, link addresses, pictures and line breaks are left out', () => {
  expect(descriptionOf('## About us\n\nWe are **a small team**. Read [the terms](/page/terms).\n\n![logo](/logo.png)\n- one\n- two')).toBe(
    'About us We are a small team. Read the terms. one two',
  );
});

test('a long text is cut at a word, with an ellipsis, within the length search engines show', () => {
  const text = 'word '.repeat(100);
  const description = descriptionOf(text);
  expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
  expect(description.endsWith('word…')).toBe(true);
  expect(descriptionOf('Short and sweet.')).toBe('Short and sweet.');
  expect(descriptionOf(undefined)).toBe('');
});
