// srcset for photos the server keeps at several sizes. An uploaded photo is stored as its large size (the
// file's url, at most 1920 px on its longest side) and two smaller ones (its thumbnails, in this order:
// at most 320 and 960 px), as src/server/media/processing/image-variants.ts makes them; none is enlarged.
// The browser picks the smallest that fills the space the `sizes` attribute says the picture takes.

/** The longest side of each thumbnail, in the order the server lists them. */
export const PHOTO_THUMBNAIL_SIZES = [320, 960] as const;

export interface SizedPicture {
  url: string | null;
  thumbnails: readonly string[];
  /** The size of the url's picture, when known. */
  width?: number | null;
  height?: number | null;
}

/** "address 320w, address 960w, address 1920w", or undefined when the sizes cannot be told. */
export function photoSrcSet(picture: SizedPicture): string | undefined {
  const { url, thumbnails, width, height } = picture;
  if (!url || !width || !height || thumbnails.length !== PHOTO_THUMBNAIL_SIZES.length) return undefined;
  const longest = Math.max(width, height);
  const widthAt = (max: number) => Math.round(width * Math.min(1, max / longest));
  const candidates: [string, number][] = [...thumbnails.map((src, i): [string, number] => [src, widthAt(PHOTO_THUMBNAIL_SIZES[i]!)]), [url, width]];
  // A small photo has several copies of one width: the first (the smallest file) serves.
  const seen = new Set<number>();
  return candidates
    .filter(([, w]) => (seen.has(w) ? false : (seen.add(w), true)))
    .map(([src, w]) => `${src} ${w}w`)
    .join(', ');
}
