// The site's icon file and the ids pages point at are what the list in sprite-icons.ts makes (regenerate with
// `npm run icons`), and each symbol holds exactly the package's outline of its icon.
import fs from 'node:fs';
import path from 'node:path';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { SPRITE_ICONS, spriteIdsModule, spriteSvg } from '@/components/common/icon-sprite/sprite-icons';
import { SPRITE_IDS } from '@/components/common/icon-sprite/sprite-ids';
import { symbolId } from '@/components/common/icon-sprite/symbol-id';

const dir = path.join(__dirname, '..', '..', '..', 'src', 'components', 'common', 'icon-sprite');

it('the icon file and the ids module are up to date with the list', () => {
  expect(fs.readFileSync(path.join(dir, 'icons.sprite.svg'), 'utf8')).toBe(spriteSvg());
  expect(fs.readFileSync(path.join(dir, 'sprite-ids.ts'), 'utf8')).toBe(spriteIdsModule());
  expect([...SPRITE_IDS]).toEqual(SPRITE_ICONS.map(symbolId));
});

it('each symbol holds its icon`s viewBox, fill rule and paths, as @ant-design/icons-svg defines them', () => {
  const doc = new DOMParser().parseFromString(spriteSvg(), 'image/svg+xml');
  expect(doc.querySelectorAll('symbol')).toHaveLength(SPRITE_ICONS.length);
  for (const key of ['HomeOutlined', 'HeartFilled', 'CheckCircleFilled', 'BellOutlined']) {
    const icon = require(`@ant-design/icons-svg/lib/asn/${key}`).default as IconDefinition;
    const svg = icon.icon as AbstractNode;
    const symbol = doc.getElementById(symbolId(icon))!;
    expect(symbol.getAttribute('viewBox')).toBe(svg.attrs.viewBox);
    const paths = [...symbol.querySelectorAll('path')];
    expect(paths.map((p) => p.getAttribute('d'))).toEqual((svg.children ?? []).map((child) => child.attrs.d));
    expect(paths.every((p) => p.getAttribute('fill-rule') === (svg.attrs['fill-rule'] ?? null))).toBe(true);
  }
});

it('ids are unique: an outlined and a filled icon of one name get their own symbols', () => {
  expect(new Set(SPRITE_ICONS.map(symbolId)).size).toBe(SPRITE_ICONS.length);
  expect(SPRITE_IDS.has('fs-icon-heart-o') && SPRITE_IDS.has('fs-icon-heart-f')).toBe(true);
});
