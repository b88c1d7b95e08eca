// The pages build's static files (.next/static: scripts, stylesheets, the build manifests) compressed once,
// at the best ratios, beside each file as <file>.br (brotli quality 11) and <file>.gz (gzip level 9).
// These files are immutable and every visitor downloads them, while compressing per request can only afford
// the fastest levels (src/server/http/page-compression.ts): brotli 11 makes the stylesheet about half of what
// brotli 1 makes, and the scripts a quarter smaller. The server sends these copies as they are
// (src/server/http/precompressed-static.ts). Run by `npm run build` after `next build`; usage:
//   node scripts/precompress-static.mjs [staticDir]   (default .next/static)
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text formats only (images and fonts are compressed already). */
export const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.svg', '.txt', '.html', '.map']);
/** Smaller files gain less than the headers cost. */
export const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes <file>.br and <file>.gz beside every compressible file of `staticDir`; returns the totals. */
export async function precompressStatic(staticDir) {
  const toCompress = [];
  for await (const file of filesUnder(staticDir)) {
    if (COMPRESSIBLE.has(path.extname(file)) && !file.endsWith('.map')) toCompress.push(file);
  }
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  // zlib's async calls run on libuv's thread pool (4 threads): a few files at a time keep it busy.
  const queue = [...toCompress];
  async function work() {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await fs.readFile(file);
      if (body.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzip(body, { level: 9 }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      totals.files += 1;
      totals.raw += body.length;
      totals.br += br.length;
      totals.gz += gz.length;
    }
  }
  await Promise.all(Array.from({ length: 4 }, work));
  return totals;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const dir = path.resolve(process.argv[2] ?? path.join('.next', 'static'));
  const t = await precompressStatic(dir);
  const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
  console.log(`Static files precompressed: ${t.files} files, ${kb(t.raw)} -> brotli ${kb(t.br)}, gzip ${kb(t.gz)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
