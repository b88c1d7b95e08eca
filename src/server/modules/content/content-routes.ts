// The calls every kind of content item answers the same way. The performer's side: their own list, one
// of their items and its deletion (creating and editing are each kind's own, JSON or a multipart form
// read with `contentFormReader`). The reader's side: the search, one item, the owner's poll of a file
// and the viewer's bookmarks. The viewer (session and country) decides what is visible. Unverified
// performers may prepare content too (docs/business-rules.md "Performers"): only `performer` auth is needed.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { List } from '@/contracts/common';
import { envelope, idParams, listOf } from '@/contracts/common';
import type { MediaFileType } from '@/contracts/media';
import { fileStatusResult, type FileStatusResult } from '@/contracts/media';
import { bookmarkListQuery, type BookmarkListQuery } from '@/contracts/social';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import type { MediaFilesService } from '../media-files/media-files.service';
import { viewerOf, type Viewer } from '../performers/performer-visibility';
import { perSession } from '../performers/rate-limits';
import { readContentForm, type ContentForm, type ContentFormDeps } from './multipart-form';

export type ContentApp = Parameters<FastifyPluginAsyncZod>[0];

/** Sending a form (files streamed to storage) is dearer than a JSON edit. */
export const uploadLimit = perSession(30);
export const writeLimit = perSession(60);

// Ids from URLs are checked loosely on the reader's side and answered 404 when unknown, as a missing item is.
const looseIdParams = z.object({ id: z.string().max(64) });
const fileParams = z.object({ id: z.uuid('id must be a valid id'), fileId: z.uuid('fileId must be a valid id') });

/** The performer's own list, one item and its deletion. */
export function ownContentRoutes<Item extends z.ZodType, Query extends z.ZodType>(
  app: ContentApp,
  spec: {
    paths: { search: string; view: string; remove: string };
    item: Item;
    searchQuery: Query;
    service: {
      listOwn(performerId: string, query: z.infer<Query>): Promise<List<z.infer<Item>>>;
      getOwn(performerId: string, id: string): Promise<z.infer<Item>>;
      remove(performerId: string, id: string): Promise<{ deleted: true }>;
    };
  },
): void {
  const { service } = spec;
  // One item's answer; its schema is the kind's, checked as it is sent.
  const one = envelope(spec.item as z.ZodType);
  const deleted = z.object({ deleted: z.literal(true) });
  app.get(spec.paths.search, { config: { auth: 'performer' }, schema: { querystring: spec.searchQuery, response: { 200: envelope(listOf(spec.item)) } } }, async (req) =>
    ok(await service.listOwn(currentUser(req).id, req.query as z.infer<Query>)),
  );
  app.get(spec.paths.view, { config: { auth: 'performer' }, schema: { params: idParams, response: { 200: one } } }, async (req) =>
    ok(await service.getOwn(currentUser(req).id, req.params.id)),
  );
  app.delete(spec.paths.remove, { config: { auth: 'performer', rateLimit: writeLimit }, schema: { params: idParams, response: { 200: envelope(deleted) } } }, async (req) =>
    ok(await service.remove(currentUser(req).id, req.params.id)),
  );
}

/**
 * The calls of a kind whose items come as multipart forms (files and fields): creating one, editing one
 * (a form, or plain JSON fields) and the performer's own list, view and deletion.
 */
export function formContentRoutes<Role extends string, Item extends z.ZodType, Query extends z.ZodType>(
  app: ContentApp,
  spec: Parameters<typeof ownContentRoutes<Item, Query>>[1] & {
    paths: { create: string; update: string };
    form: ReturnType<typeof contentFormReader<Role>>;
    service: {
      create(performerId: string, form: ContentForm<Role>): Promise<z.infer<Item>>;
      update(performerId: string, id: string, form: ContentForm<Role>): Promise<z.infer<Item>>;
    };
  },
): void {
  const { service, form, paths } = spec;
  const one = { response: { 200: envelope(spec.item as z.ZodType) } };
  app.post(paths.create, { config: { auth: 'performer', rateLimit: uploadLimit }, schema: one }, async (req) => ok(await service.create(currentUser(req).id, await form.formOf(req))));
  ownContentRoutes(app, spec);
  app.put(paths.update, { config: { auth: 'performer', rateLimit: uploadLimit }, schema: { params: idParams, ...one } }, async (req) =>
    ok(await service.update(currentUser(req).id, req.params.id, await form.formOrFields(req))),
  );
}

/**
 * Reads a kind's multipart form, each file accepted as the performer's upload of its media type; an edit
 * may come as plain JSON fields instead (`formOrFields`).
 */
export function contentFormReader<Role extends string>(
  mediaFiles: Pick<MediaFilesService, 'accept' | 'remove'>,
  spec: Pick<ContentFormDeps<Role>, 'roleOfField' | 'howToSend' | 'limits'> & { mediaTypeOf: Record<Role, MediaFileType> },
) {
  function formOf(req: FastifyRequest): Promise<ContentForm<Role>> {
    const performerId = currentUser(req).id;
    return readContentForm<Role>(req, {
      roleOfField: spec.roleOfField,
      howToSend: spec.howToSend,
      limits: spec.limits,
      accept: (role, part) => mediaFiles.accept(performerId, spec.mediaTypeOf[role], part),
      discard: async (files) => {
        await Promise.all(files.map((f) => mediaFiles.remove(f.id)));
      },
    });
  }
  return {
    formOf,
    formOrFields: async (req: FastifyRequest): Promise<ContentForm<Role>> =>
      req.isMultipart() ? formOf(req) : { fields: (req.body ?? {}) as ContentForm<Role>['fields'], files: {} },
  };
}

/** The reader's calls of a kind; each path is optional, as not every kind answers every call. */
export function readerContentRoutes<Item extends z.ZodType, Query extends z.ZodType, Bookmark extends z.ZodType>(
  app: ContentApp,
  spec: {
    paths: { search?: string; get: string; fileStatus?: string; bookmarks: string };
    item: Item;
    searchQuery?: Query;
    bookmarkItem: Bookmark;
    internalSecret: string;
    reads: {
      search?(viewer: Viewer, query: z.infer<Query>): Promise<List<z.infer<Item>>>;
      get(viewer: Viewer, id: string): Promise<z.infer<Item>>;
      bookmarks(viewer: Viewer & { userId: string }, query: BookmarkListQuery): Promise<List<z.infer<Bookmark>>>;
    };
    fileStatus?(userId: string, itemId: string, fileId: string): Promise<FileStatusResult>;
  },
): void {
  const { paths, reads } = spec;
  const viewer = (req: FastifyRequest) => viewerOf(req, spec.internalSecret);
  const { search } = reads;
  const one = envelope(spec.item as z.ZodType);
  if (paths.search && spec.searchQuery && search) {
    const searchQuery = spec.searchQuery;
    app.get(paths.search, { config: { auth: 'optional' }, schema: { querystring: searchQuery, response: { 200: envelope(listOf(spec.item)) } } }, async (req) =>
      ok(await search(viewer(req), req.query as z.infer<Query>)),
    );
  }
  app.get(paths.get, { config: { auth: 'optional' }, schema: { params: looseIdParams, response: { 200: one } } }, async (req) =>
    ok(await reads.get(viewer(req), req.params.id)),
  );
  const { fileStatus } = spec;
  if (paths.fileStatus && fileStatus) {
    app.get(paths.fileStatus, { config: { auth: 'user' }, schema: { params: fileParams, response: { 200: envelope(fileStatusResult) } } }, async (req) =>
      ok(await fileStatus(currentUser(req).id, req.params.id, req.params.fileId)),
    );
  }
  app.get(paths.bookmarks, { config: { auth: 'user' }, schema: { querystring: bookmarkListQuery, response: { 200: envelope(listOf(spec.bookmarkItem)) } } }, async (req) =>
    ok(await reads.bookmarks({ ...viewer(req), userId: currentUser(req).id }, req.query)),
  );
}
