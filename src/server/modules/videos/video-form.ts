// Reads a video form: text fields and up to three files (the film in "file", plus "thumbnail" and
// "teaser"). A file cannot wait for the fields after it, so each one is handed to `accept` as it
// arrives (streamed to storage, never held in memory); if anything fails later, the files already
// accepted are handed to `discard`, so a refused form leaves nothing behind.
import type { FastifyRequest } from 'fastify';
import type { VideoFileRole } from '@/contracts/videos';
import { AppError, unprocessable } from '../../http/errors';
import type { MediaFileRow } from '../media-files/media-files.table';
import type { UploadPart } from '../media-files/media-files.service';

/** The form field of each file role. */
const ROLE_OF_FIELD: Record<string, VideoFileRole> = { file: 'video', thumbnail: 'thumbnail', teaser: 'teaser' };

export interface VideoForm {
  /** Text fields; a repeated field (tags) becomes a list. */
  fields: Record<string, string | string[]>;
  files: Partial<Record<VideoFileRole, MediaFileRow>>;
}

export interface VideoFormDeps {
  accept(role: VideoFileRole, part: UploadPart): Promise<MediaFileRow>;
  discard(files: readonly MediaFileRow[]): Promise<void>;
  /** The multipart parser's limits for this request (the largest file it may carry). */
  limits: { limits: { fileSize: number } };
}

function addField(fields: VideoForm['fields'], name: string, value: string): void {
  const key = name.replace(/\[\]$/, '');
  const earlier = fields[key];
  fields[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
}

export async function readVideoForm(req: FastifyRequest, deps: VideoFormDeps): Promise<VideoForm> {
  if (!req.isMultipart()) throw new AppError(415, 'Send the video as a multipart form: the video in the field "file", the details as fields.');
  const form: VideoForm = { fields: {}, files: {} };
  try {
    for await (const part of req.parts(deps.limits)) {
      if (part.type === 'field') {
        addField(form.fields, part.fieldname, String(part.value));
        continue;
      }
      const role = ROLE_OF_FIELD[part.fieldname];
      if (!role || form.files[role]) {
        part.file.resume();
        throw unprocessable(role ? `Send one file in the field "${part.fieldname}".` : `Send files in the fields "file", "thumbnail" or "teaser", not "${part.fieldname}".`);
      }
      form.files[role] = await deps.accept(role, part);
    }
  } catch (e) {
    await deps.discard(Object.values(form.files));
    throw e;
  }
  return form;
}
