// Videos: the performer's own videos (upload with files, edit, remove a file, delete),
// what fans and visitors see of them, the processing status of a file, and likes and bookmarks on videos.
import type { List } from '@/contracts/common';
import type { FileStatusResult } from '@/contracts/media';
import type { ReactionAction, ReactionBody, ReactionResult, VideoBookmarkItem } from '@/contracts/social';
import type { OwnVideoSearchQuery, UpdateVideoFields, Video, VideoFileRole, VideoSearchQuery } from '@/contracts/videos';
import { request, upload, type UploadOptions } from '@/lib/request';

type Headers = Record<string, string> | undefined;

const id = (value: string) => encodeURIComponent(value);
const reaction = (videoId: string, action: ReactionAction): ReactionBody => ({ objectId: videoId, objectType: 'video', action });
const OWN = '/performer/performer-assets/videos';

export const videoService = {
  /**
   * POST .../upload: one multipart form with the film in `file`, optional `thumbnail` and `teaser`, and the
   * fields of createVideoFields; progress in percent and cancel through `options`.
   */
  create: (form: FormData, options?: UploadOptions) => upload<Video>(`${OWN}/upload`, form, options),
  /** PUT .../edit/{id} as multipart, for edits that replace files. */
  updateWithFiles: (videoId: string, form: FormData, options?: UploadOptions) =>
    upload<Video>(`${OWN}/edit/${id(videoId)}`, form, { ...options, method: 'PUT' }),
  /** PUT .../edit/{id} with fields only. */
  update: (videoId: string, body: UpdateVideoFields) => request<Video>(`${OWN}/edit/${id(videoId)}`, { method: 'PUT', body }),
  removeFile: (videoId: string, type: VideoFileRole) => request<Video>(`${OWN}/remove-file/${id(videoId)}`, { method: 'DELETE', body: { type } }),
  remove: (videoId: string) => request<{ deleted: true }>(`${OWN}/${id(videoId)}`, { method: 'DELETE' }),
  listOwn: (query: Partial<OwnVideoSearchQuery> = {}) => request<List<Video>>(`${OWN}/search`, { query }),
  getOwn: (videoId: string) => request<Video>(`${OWN}/${id(videoId)}/view`),

  /** Videos visible to this viewer, e.g. one performer's (`performerId`). */
  search: (query: Partial<VideoSearchQuery> = {}, headers?: Headers) => request<List<Video>>('/performer-assets/videos/search', { query, headers }),
  /** One video as this viewer may see it (counts a view); 404 when missing or hidden from them. */
  view: (videoId: string, headers?: Headers) => request<Video>(`/performer-assets/videos/${id(videoId)}`, { headers }),
  /** The owner's poll of one of the video's files while the server prepares it. */
  fileStatus: (videoId: string, fileId: string) => request<FileStatusResult>(`/performer-assets/videos/${id(videoId)}/file/${id(fileId)}/status`),

  bookmarked: (query: { current?: number; pageSize?: number; offset?: number; limit?: number } = {}) =>
    request<List<VideoBookmarkItem>>('/reactions/videos/bookmark', { query }),
  react: (videoId: string, action: ReactionAction) => request<ReactionResult>('/reactions', { method: 'POST', body: reaction(videoId, action) }),
  unreact: (videoId: string, action: ReactionAction) => request<ReactionResult>('/reactions', { method: 'DELETE', body: reaction(videoId, action) }),
};
