// Media processing: pure functions from an input file to web-ready files in an output directory.
export * from './errors';
export { locateFfmpeg, type FfmpegBinary, type ProcessingOptions, DEFAULT_PROCESSING_TIMEOUT_MS } from './ffmpeg';
export { probeMedia, type MediaInfo, type VideoStreamInfo, type AudioStreamInfo } from './probe';
export { makeImageVariants, PHOTO_VARIANTS, MAX_INPUT_PIXELS, type ImageOutput, type ProcessedImage, type VariantSpec } from './image-variants';
export { processVideo, transcodeVideo, makeVideoTeaser, makeVideoPosters, type ProcessedVideo, type TranscodedVideo, type VideoPosters, type VideoProcessingOptions } from './video';
export { transcodeAudio, type TranscodedAudio, type AudioProcessingOptions } from './audio';
export { isFastStart } from './mp4-atoms';
