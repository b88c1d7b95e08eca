// Current user and user lookups.
import type { List } from '@/contracts/common';
import type { AdminUser, AvatarUploadResult, PublicUser, UserSearchQuery } from '@/contracts/users';
import { apiBaseUrl, request, upload, type UploadOptions } from '@/lib/request';
import { currentUser, updateProfile } from './session.api';

const avatarPath = (userId?: string) => (userId ? `/users/${encodeURIComponent(userId)}/avatar/upload` : '/users/avatar/upload');

export const userService = {
  /** The logged-in user, or data null for an anonymous visitor. On the server pass the visitor's Authorization. */
  me: currentUser,
  update: updateProfile,
  /** Where an upload widget posts a new avatar (field `file`); another user's id is for admins. */
  uploadAvatarUrl: (userId?: string) => `${apiBaseUrl()}${avatarPath(userId)}`,
  uploadAvatar: (file: Blob, options: UploadOptions & { userId?: string } = {}) => {
    const form = new FormData();
    form.append('file', file);
    const { userId, ...rest } = options;
    return upload<AvatarUploadResult>(avatarPath(userId), form, rest);
  },
  view: (idOrUsername: string) => request<PublicUser>(`/users/view/${encodeURIComponent(idOrUsername)}`),
  search: (query: Partial<UserSearchQuery> = {}) => request<List<AdminUser>>('/users/search', { query }),
};
