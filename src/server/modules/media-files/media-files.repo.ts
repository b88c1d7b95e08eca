// The only place media_files rows are read and written. Every change a processing job makes is
// conditional on the record still processing, so a record deleted or failed meanwhile is never revived.
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mediaFiles, type MediaFileRow, type NewMediaFileRow } from './media-files.table';
import { firstOrNull } from '../../db/select';

export type FinishedFields = Pick<MediaFileRow, 'mainKey' | 'mimeType' | 'size' | 'width' | 'height' | 'duration' | 'variants' | 'previewKey'>;

export function createMediaFilesRepo(db: DbOrTx) {
  const processing = (id: string) => and(eq(mediaFiles.id, id), eq(mediaFiles.status, 'processing'));

  return {
    async insert(row: NewMediaFileRow): Promise<MediaFileRow> {
      const [created] = await db.insert(mediaFiles).values(row).returning();
      return created;
    },

    async find(id: string): Promise<MediaFileRow | null> {
      return firstOrNull(db.select().from(mediaFiles).where(eq(mediaFiles.id, id)));
    },

    /** Raises the progress of a processing record (never lowers it). */
    async setProgress(id: string, progress: number): Promise<void> {
      await db
        .update(mediaFiles)
        .set({ progress })
        .where(and(processing(id), lt(mediaFiles.progress, progress)));
    },

    /** The finished record, or null when it was deleted or failed while processing ran. */
    async finish(id: string, fields: FinishedFields): Promise<MediaFileRow | null> {
      const [row] = await db
        .update(mediaFiles)
        .set({ ...fields, status: 'finished', progress: 100, originalKey: null, error: null })
        .where(processing(id))
        .returning();
      return row ?? null;
    },

    async fail(id: string, error: string): Promise<MediaFileRow | null> {
      const [row] = await db.update(mediaFiles).set({ status: 'error', error, originalKey: null }).where(processing(id)).returning();
      return row ?? null;
    },

    /** Records still processing that nothing has changed since `before` (oldest first, at most `limit`). */
    async stuckProcessing(before: Date, limit: number): Promise<MediaFileRow[]> {
      return db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.status, 'processing'), lt(mediaFiles.updatedAt, before)))
        .orderBy(asc(mediaFiles.updatedAt))
        .limit(limit);
    },

    /** Which of `keys` a record holds as its original. */
    async heldOriginals(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db.select({ key: mediaFiles.originalKey }).from(mediaFiles).where(inArray(mediaFiles.originalKey, keys));
      return new Set(rows.map((r) => r.key!));
    },

    async remove(id: string): Promise<MediaFileRow | null> {
      const [row] = await db.delete(mediaFiles).where(eq(mediaFiles.id, id)).returning();
      return row ?? null;
    },
  };
}
export type MediaFilesRepo = ReturnType<typeof createMediaFilesRepo>;
