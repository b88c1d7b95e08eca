// The sizes the site shows a photo at, plus the blurred stand-in shown for a locked item. Every output is
// WebP, turned upright from the EXIF orientation and stripped of metadata (sharp keeps none unless asked:
// camera location included).
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { MediaProcessingError, unreadableMedia } from './errors';

export interface VariantSpec {
  name: string;
  /** The longest side, in px. Smaller pictures keep their size: nothing is enlarged. */
  maxSize: number;
}

export const PHOTO_VARIANTS: readonly VariantSpec[] = [
  { name: 'thumb', maxSize: 320 },
  { name: 'medium', maxSize: 960 },
  { name: 'large', maxSize: 1920 },
];

/**
 * The blurred preview is tiny on purpose: it is stretched by the browser, so it only has to carry the
 * colours. At 48 px with a strong blur nothing recognisable survives, whatever the viewer does with it.
 */
const BLURRED_MAX_SIZE = 48;
const BLUR_SIGMA = 4;

/** Pictures with more pixels are refused before decoding: a small file must not expand into gigabytes. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageOutput {
  name: string;
  file: string;
  width: number;
  height: number;
  bytes: number;
  contentType: 'image/webp';
}

export interface ProcessedImage {
  /** The upright size of the original. */
  width: number;
  height: number;
  variants: ImageOutput[];
  blurred: ImageOutput;
}

export interface ImageVariantOptions {
  variants?: readonly VariantSpec[];
  /** Put before each output's name: "poster-" gives poster-thumb.webp. */
  prefix?: string;
  /** The name of the blurred preview (without prefix and extension). */
  blurredName?: string;
  maxInputPixels?: number;
}

/** Turns sharp's failures into the errors the uploader sees. */
function imageError(err: unknown): MediaProcessingError {
  if (err instanceof MediaProcessingError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) {
    return new MediaProcessingError('too-large', 'This image has too many pixels to process. Please upload a smaller picture.', message);
  }
  return unreadableMedia('image', message);
}

async function write(pipeline: Sharp, outputDir: string, name: string): Promise<ImageOutput> {
  const file = path.join(outputDir, `${name}.webp`);
  const info = await pipeline.toFile(file);
  return { name, file, width: info.width, height: info.height, bytes: info.size, contentType: 'image/webp' };
}

/** The blurred preview of an upright pipeline: tiny, heavily blurred, low quality. */
export function blurredPipeline(upright: Sharp): Sharp {
  return upright.resize(BLURRED_MAX_SIZE, BLURRED_MAX_SIZE, { fit: 'inside', withoutEnlargement: true }).blur(BLUR_SIGMA).webp({ quality: 40 });
}

/**
 * Writes the variants and the blurred preview of `input` into `outputDir` (as `<prefix><name>.webp`) and
 * gives back their sizes. Throws "could not be read" for anything sharp cannot decode and "too many
 * pixels" for a decompression bomb.
 */
export async function makeImageVariants(input: string, outputDir: string, opts: ImageVariantOptions = {}): Promise<ProcessedImage> {
  const { variants = PHOTO_VARIANTS, prefix = '', blurredName = 'blurred', maxInputPixels = MAX_INPUT_PIXELS } = opts;
  const written: string[] = [];
  try {
    // One decoder shared by every output; each clone adds its own resize. `rotate()` applies EXIF orientation.
    const upright = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    const meta = await upright.metadata();
    if (!meta.width || !meta.height) throw unreadableMedia('image', 'No dimensions.');
    // One after another: sharp already spreads each resize over its own threads, and a failure leaves
    // no write in flight behind the cleanup.
    const outputs: ImageOutput[] = [];
    for (const spec of variants) {
      const pipeline = upright.clone().resize(spec.maxSize, spec.maxSize, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 });
      const out = await write(pipeline, outputDir, prefix + spec.name);
      written.push(out.file);
      outputs.push(out);
    }
    const blurred = await write(blurredPipeline(upright.clone()), outputDir, prefix + blurredName);
    written.push(blurred.file);
    // autoOrient is the size once EXIF orientation is applied (5..8 swap width and height).
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    return { width, height, variants: outputs, blurred };
  } catch (err) {
    await Promise.all(written.map((f) => fsp.rm(f, { force: true })));
    throw imageError(err);
  }
}
