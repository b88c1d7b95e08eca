// Turns an uploaded original into web-ready files, by kind: pictures into WebP sizes, video into an
// H.264/AAC MP4 with posters, sound into AAC. Works on local files in a directory of its own; the job
// (media-process.job.ts) fetches the original into it and stores what comes out.
import {
  makeImageVariants,
  processVideo,
  transcodeAudio,
  type ImageOutput,
} from '../../media/processing';
import type { MediaKind } from './media-file-kinds';

export interface OutputFile {
  file: string;
  ext: string;
  contentType: string;
}

export interface ProcessedMedia {
  main: OutputFile;
  /** Smaller versions, smallest first; `role` says what each is for. */
  variants: (OutputFile & { role: string; width: number; height: number })[];
  /** The small blurred picture locked items show; null for sound. */
  preview: OutputFile | null;
  width: number | null;
  height: number | null;
  duration: number | null;
}

export interface ProcessOptions {
  ffmpeg: string;
  timeoutMs: number;
  /** 0..100, growing. */
  onProgress: (percent: number) => void;
}

const webp = (image: ImageOutput): OutputFile => ({ file: image.file, ext: 'webp', contentType: image.contentType });
const variantOf = (image: ImageOutput, role: string) => ({ ...webp(image), role, width: image.width, height: image.height });

/** Processes `input` of `kind` into `outputDir`. Throws MediaProcessingError for input it cannot use. */
export async function processMedia(kind: Exclude<MediaKind, 'file'>, input: string, outputDir: string, opts: ProcessOptions): Promise<ProcessedMedia> {
  if (kind === 'image') {
    // The largest size is the one shown full screen; the others are what lists and grids load.
    const image = await makeImageVariants(input, outputDir);
    const large = image.variants.at(-1)!;
    return {
      main: webp(large),
      variants: image.variants.slice(0, -1).map((v) => variantOf(v, v.name)),
      preview: webp(image.blurred),
      width: large.width,
      height: large.height,
      duration: null,
    };
  }
  if (kind === 'video') {
    const video = await processVideo(input, outputDir, { ffmpeg: opts.ffmpeg, timeoutMs: opts.timeoutMs, onProgress: opts.onProgress });
    return {
      main: { file: video.file, ext: 'mp4', contentType: video.contentType },
      variants: [variantOf(video.posters.thumb, 'thumb'), variantOf(video.posters.poster, 'poster')],
      preview: webp(video.posters.blurred),
      width: video.width,
      height: video.height,
      duration: video.durationSeconds,
    };
  }
  const audio = await transcodeAudio(input, outputDir, { ffmpeg: opts.ffmpeg, timeoutMs: opts.timeoutMs, onProgress: opts.onProgress });
  return { main: { file: audio.file, ext: 'm4a', contentType: audio.contentType }, variants: [], preview: null, width: null, height: null, duration: audio.durationSeconds };
}
