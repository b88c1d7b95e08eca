// The site's own pictures an admin uploads in the console: the logo, the dark-mode logo and the favicon. Each
// is checked by its bytes, redrawn by sharp (which also drops EXIF data) and kept in public storage like other
// pictures; the setting keeps the stored file's address.
import type { MultipartFile } from '@fastify/multipart';
import sharp, { type Sharp } from 'sharp';
import { SITE_FILE_SETTING, type SiteFileKind } from '@/contracts/settings';
import { AppError, unprocessable } from '../../http/errors';
import { describeImageTypes, WEB_IMAGE_TYPES } from '../../media/image';
import type { Storage } from '../../media/storage';
import { openImageUpload } from '../../media/upload';

/** Larger inputs are refused before decoding, as for every other picture. */
const MAX_INPUT_PIXELS = 50_000_000;

/** Logos keep their shape and transparency within a header-sized box; the favicon is a 64 px transparent square. */
const PIPELINES: Record<SiteFileKind, { make: () => Sharp; ext: string; contentType: string }> = {
  logo: { make: () => logoPipeline(), ext: 'webp', contentType: 'image/webp' },
  darkmodeLogo: { make: () => logoPipeline(), ext: 'webp', contentType: 'image/webp' },
  favicon: {
    make: () => sharp({ limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(64, 64, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png(),
    ext: 'png',
    contentType: 'image/png',
  },
};

function logoPipeline(): Sharp {
  return sharp({ limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(800, 240, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 90 });
}

const LABELS: Record<SiteFileKind, string> = { logo: 'The logo', darkmodeLogo: 'The dark-mode logo', favicon: 'The favicon' };

/** Stores the uploaded picture of `kind`; the stored file's public address and the setting it belongs in. */
export async function saveSiteFile(
  storage: Storage,
  kind: SiteFileKind,
  part: MultipartFile | undefined,
  maxMb: number,
): Promise<{ url: string; setting: (typeof SITE_FILE_SETTING)[SiteFileKind] }> {
  const label = LABELS[kind];
  if (!part) throw unprocessable(`Choose a picture to upload (form field "file").`);
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw unprocessable(`Send the picture in the form field "file", not "${part.fieldname}".`);
  }
  const { stream } = await openImageUpload(part.file, { label, maxMb });
  const pipeline = PIPELINES[kind];
  const resizer = pipeline.make();
  stream.on('error', (e) => resizer.destroy(e));
  // Storage listens for errors only once it has prepared the file; until then one (the size limit) must not go unhandled.
  resizer.on('error', () => undefined);
  stream.pipe(resizer);
  try {
    const { key } = await storage.save(resizer, { visibility: 'public', folder: 'site', ext: pipeline.ext, contentType: pipeline.contentType });
    return { url: storage.url(key), setting: SITE_FILE_SETTING[kind] };
  } catch (e) {
    stream.resume();
    if (e instanceof AppError) throw e;
    throw unprocessable(`${label} could not be read as a picture. Upload a ${describeImageTypes(WEB_IMAGE_TYPES)} file.`);
  }
}
