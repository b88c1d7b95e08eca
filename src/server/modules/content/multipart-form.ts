// Reads a content form: text fields and files, each file in a field that names its role (a video's film
// in "file", its "thumbnail" and "teaser"; a product's "image" and "digitalFile"). A file cannot wait for
// the fields after it, so each one is handed to `accept` as it arrives (streamed to storage, never held
// in memory); if anything fails later, the files already accepted are handed to `discard`, so a refused
// form leaves nothing behind.
import type { FastifyRequest } from 'fastify';
import { AppError, unprocessable } from '../../http/errors';
import { assertStorableText } from '../../http/unstorable-text';
import type { MediaFileRow } from '../media-files/media-files.table';
import type { UploadPart } from '../media-files/media-files.service';

export interface ContentForm<Role extends string> {
  /** Text fields; a repeated field (tags) becomes a list. */
  fields: Record<string, string | string[]>;
  files: Partial<Record<Role, MediaFileRow>>;
}

export interface ContentFormDeps<Role extends string> {
  /** The form field each file role arrives in. */
  roleOfField: Record<string, Role>;
  /** How the 415 answer describes the form ("the video in the field "file", the details as fields"). */
  howToSend: string;
  accept(role: Role, part: UploadPart): Promise<MediaFileRow>;
  discard(files: readonly MediaFileRow[]): Promise<void>;
  /** The multipart parser's limits for this request (the largest file it may carry). */
  limits: { limits: { fileSize: number } };
}

function addField(fields: Record<string, string | string[]>, name: string, value: string): void {
  const key = name.replace(/\[\]$/, '');
  const earlier = fields[key];
  fields[key] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
}

export async function readContentForm<Role extends string>(req: FastifyRequest, deps: ContentFormDeps<Role>): Promise<ContentForm<Role>> {
  if (!req.isMultipart()) throw new AppError(415, `Send a multipart form: ${deps.howToSend}.`);
  const form: ContentForm<Role> = { fields: {}, files: {} };
  const fileFields = Object.keys(deps.roleOfField).map((f) => `"${f}"`);
  try {
    for await (const part of req.parts(deps.limits)) {
      if (part.type === 'field') {
        assertStorableText({ [part.fieldname]: String(part.value) });
        addField(form.fields, part.fieldname, String(part.value));
        continue;
      }
      const role = Object.hasOwn(deps.roleOfField, part.fieldname) ? deps.roleOfField[part.fieldname] : undefined;
      if (!role || form.files[role]) {
        part.file.resume();
        throw unprocessable(role ? `Send one file in the field "${part.fieldname}".` : `Send files in the fields ${fileFields.join(', ')}, not "${part.fieldname}".`);
      }
      form.files[role] = await deps.accept(role, part);
    }
  } catch (e) {
    await deps.discard(Object.values(form.files) as MediaFileRow[]);
    throw e;
  }
  return form;
}

/** Runs `save`; if it fails, the files the form brought are deleted again. */
export async function keepingFilesOnlyIfSaved<T>(files: Partial<Record<string, MediaFileRow>>, remove: (ids: string[]) => Promise<unknown>, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (e) {
    await remove(Object.values(files).flatMap((f) => (f ? [f.id] : [])));
    throw e;
  }
}

/** The files the item held in the roles a form sends new ones for: they belong to nothing any more. */
export function filesReplaced<Role extends string, C extends string>(
  files: Partial<Record<Role, MediaFileRow>>,
  row: Record<C, string | null>,
  columnOf: Record<Role, C>,
): string[] {
  return (Object.keys(files) as Role[]).map((role) => row[columnOf[role]]).filter((f): f is string => !!f);
}
