// The one error type media processing throws. `message` is written for the uploader (it ends up on the
// file record with status "error"); `detail` keeps what ffmpeg or sharp said, for the logs.

export type MediaErrorCode =
  /** The input is not a picture, video or sound we can decode. */
  | 'unreadable'
  /** The input is too large to process safely (a decompression bomb, an absurd resolution). */
  | 'too-large'
  /** Processing ran past its time limit and was stopped. */
  | 'timeout'
  /** The caller cancelled processing. */
  | 'aborted'
  /** ffmpeg could not be found or started: a problem of the installation, not of the file. */
  | 'ffmpeg-missing'
  /** Anything else that went wrong while writing the output. */
  | 'failed';

export class MediaProcessingError extends Error {
  constructor(
    public readonly code: MediaErrorCode,
    message: string,
    public readonly detail?: string,
  ) {
    super(message);
    this.name = 'MediaProcessingError';
  }
}

export type MediaKind = 'image' | 'video' | 'audio';

const KIND_NAMES: Record<MediaKind, string> = { image: 'image', video: 'video', audio: 'audio file' };

export const unreadableMedia = (kind: MediaKind, detail?: string) =>
  new MediaProcessingError('unreadable', `This ${KIND_NAMES[kind]} could not be read. Please upload another file.`, detail);

/** One wording for every time limit: the remaining time a step was given means nothing to the uploader. */
export const processingTimedOut = () => new MediaProcessingError('timeout', 'Processing took longer than its time limit and was stopped.');

export const isMediaProcessingError = (err: unknown, code?: MediaErrorCode): err is MediaProcessingError =>
  err instanceof MediaProcessingError && (code === undefined || err.code === code);
