// Writes the site's icon file (src/components/common/icon-sprite/icons.sprite.svg) and the ids pages point at
// (sprite-ids.ts) from the list in sprite-icons.ts. Run after changing the list: `npm run icons`;
// test/unit/common/icon-sprite.test.tsx fails while either file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { spriteIdsModule, spriteSvg } from '../src/components/common/icon-sprite/sprite-icons';

const dir = path.join(__dirname, '..', 'src', 'components', 'common', 'icon-sprite');
fs.writeFileSync(path.join(dir, 'icons.sprite.svg'), spriteSvg());
fs.writeFileSync(path.join(dir, 'sprite-ids.ts'), spriteIdsModule());
console.log(`Wrote ${path.relative(process.cwd(), dir)}/icons.sprite.svg and sprite-ids.ts`);
