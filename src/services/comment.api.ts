// Comments on feeds, videos, galleries and products: the list of an item (or of one
// comment's replies), posting, deleting, and the optional photo sent after the text.
import type { List } from '@/contracts/common';
import type { Comment, CommentSearchQuery, CreateCommentBody } from '@/contracts/comments';
import { request, upload, type UploadOptions } from '@/lib/request';

const id = (value: string) => encodeURIComponent(value);

export const commentService = {
  /** Top-level comments newest first, or, with `parentId`, that comment's replies oldest first. */
  list: (query: CommentSearchQuery) => request<List<Comment>>('/comments', { query }),
  create: (body: CreateCommentBody) => request<Comment>('/comments', { method: 'POST', body }),
  remove: (commentId: string) => request<{ deleted: true }>(`/comments/${id(commentId)}`, { method: 'DELETE' }),
  /** The comment's photo (multipart field `file`); answers the comment with its file. */
  attachPhoto: (commentId: string, file: Blob, options?: UploadOptions) => {
    const form = new FormData();
    form.append('file', file);
    return upload<Comment>(`/comments/${id(commentId)}`, form, options);
  },
};
