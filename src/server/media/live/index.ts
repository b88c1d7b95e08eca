// The live video pipeline: broadcaster chunks -> ffmpeg -> HLS in storage -> playlists signed per viewer.
// docs/live-video.md describes it; the streams module decides who may watch and calls these.
export { createLiveIngest, removeLiveFiles, type LiveIngest, type LiveIngestOptions, type LiveIngestOutcome, type LiveIngestSession, type LiveEndReason, type LiveLog, type LiveStartOptions } from './ingest';
export { liveRoutes, type LiveRoutesDeps, type LiveWatchCheck } from './live.routes';
export { viewerPlaylist, signLiveQuery, verifyLiveQuery, liveExpiry, DEFAULT_SEGMENT_URL_SECONDS, type LiveSigner } from './live-urls';
export { parsePlaylist, withEndList, rewritePlaylistUris, type ParsedPlaylist, type PlaylistSegment } from './hls-playlist';
export { sniffVideoCodec, videoCodecOfMimeType, type LiveInputFormat } from './codec-sniff';
export { liveFfmpegArgs, type LiveMode } from './ffmpeg-args';
export { isLiveSessionId, liveFolder, liveKey, PLAYLIST_NAME } from './live-keys';
export { RECORDINGS_FOLDER, type LiveRecording } from './recording';
