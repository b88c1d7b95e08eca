// Real image files for upload journeys, made with sharp.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

export async function makePng(dir: string, name: string, colour: string): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  await sharp({ create: { width: 64, height: 64, channels: 3, background: colour } }).png().toFile(file);
  return file;
}
