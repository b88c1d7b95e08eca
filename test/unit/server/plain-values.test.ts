// Pages read a few contract values from src/contracts/plain-values.ts, a file without zod: they must be the
// ones the contract files (and their schemas) use.
import fs from 'node:fs';
import path from 'node:path';
import * as plain from '@/contracts/plain-values';
import { ALWAYS_SORTABLE } from '@/contracts/common';
import { contentAccess } from '@/contracts/content';
import { createFeedBody, DEFAULT_FEED_THUMBNAIL, feedSortKeys, feedTypes } from '@/contracts/feeds';
import { isPlaceholderAvatar } from '@/contracts/media';
import { AVATAR_PLACEHOLDER } from '@/contracts/users';

describe('plain contract values', () => {
  it('are the ones the contract files export and validate with', () => {
    expect(feedSortKeys).toEqual(plain.feedSortKeys);
    expect([...plain.feedSortKeys.slice(1)]).toEqual([...ALWAYS_SORTABLE]);
    expect(feedTypes).toBe(plain.feedTypes);
    expect(contentAccess).toBe(plain.contentAccess);
    expect(DEFAULT_FEED_THUMBNAIL).toBe(plain.DEFAULT_FEED_THUMBNAIL);
    expect(isPlaceholderAvatar).toBe(plain.isPlaceholderAvatar);
    for (const type of plain.feedTypes) expect(createFeedBody.shape.type.safeParse(type).success).toBe(true);
    expect(createFeedBody.shape.type.safeParse('story').success).toBe(false);
  });

  it('tell the placeholder avatar, linked at the site address or not, from a picture', () => {
    expect(plain.isPlaceholderAvatar(null)).toBe(true);
    expect(plain.isPlaceholderAvatar(`https://fanstage.example${AVATAR_PLACEHOLDER}`)).toBe(true);
    expect(plain.isPlaceholderAvatar('https://fanstage.example/api/files/public/me.jpg')).toBe(false);
  });

  it('import nothing but the shell values, so loading them never loads zod', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../../src/contracts/plain-values.ts'), 'utf8');
    expect(source.match(/^import .*$/gm)).toEqual(["import { AVATAR_PLACEHOLDER } from './shell-values';"]);
  });
});
