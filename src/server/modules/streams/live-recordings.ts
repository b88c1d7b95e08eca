// A recorded live session becomes a video of its performer. When a session was started with keepRecording,
// every stretch the server ingested (one per publish: a broadcaster who reconnects starts a new one) comes out
// of the live pipeline as an MP4 in private storage. That file is recorded as the original of a new media file
// of type 'video' and processed by the same job as an uploaded film (web-ready MP4, posters, blurred preview),
// and a video of the performer points at it: inactive, for subscribers, titled after the session. The
// performer finds it among their videos, edits it and puts it out or on sale.
import type { StreamSession } from '@/contracts/streams';
import type { Video } from '@/contracts/videos';
import type { LiveRecording } from '../../media/live';
import type { Storage } from '../../media/storage';
import type { MediaFilesService } from '../media-files/media-files.service';
import type { VideosService } from '../videos/videos.service';

/** Titles are the session's; a session without one gets a name with its day. */
export function recordingTitle(stream: Pick<StreamSession, 'title' | 'startedAt'>): string {
  const title = stream.title.trim();
  if (title) return title;
  const day = (stream.startedAt ?? new Date().toISOString()).slice(0, 10);
  return `Live session of ${day}`;
}

export function createLiveRecordings(deps: {
  mediaFiles: Pick<MediaFilesService, 'adopt' | 'remove'>;
  videos: Pick<VideosService, 'createDraft'>;
  storage: Pick<Storage, 'remove'>;
}) {
  /** Makes the performer's draft video from one recording of the session; the recording is then the video's. */
  async function keep(stream: StreamSession, recording: LiveRecording): Promise<Video> {
    const title = recordingTitle(stream);
    let fileId: string;
    try {
      const file = await deps.mediaFiles.adopt(stream.performerId, 'video', recording, `${title}.mp4`);
      fileId = file.id;
    } catch (e) {
      // No record holds the recording: it would be left in storage for nobody.
      await deps.storage.remove(recording.key);
      throw e;
    }
    try {
      return await deps.videos.createDraft(stream.performerId, { title, description: stream.description, videoFileId: fileId });
    } catch (e) {
      // A file no video holds would be processed for nobody: it goes, with the recording.
      await deps.mediaFiles.remove(fileId);
      throw e;
    }
  }

  return { keep };
}
export type LiveRecordings = ReturnType<typeof createLiveRecordings>;
