// The current user's profile, avatars, admin search and public profiles.
import type { MultipartFile } from '@fastify/multipart';
import type { List } from '@/contracts/common';
import { userSortable, type AdminUser, type CurrentUser, type PublicUser, type UpdateUserBody, type UserSearchQuery } from '@/contracts/users';
import { isAdmin, type AuthUser } from '../../http/auth-guard';
import { conflict, forbidden, notFound, unauthorized, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import { squareAvatarPipeline } from '../../media/image';
import type { Storage } from '../../media/storage';
import type { Viewer } from '../performers/performer-visibility';
import { openImageUpload } from '../../media/upload';
import { savePublicPicture } from './public-picture';
import type { UserPresenter } from './users.presenter';
import { DuplicateValueError, type PerformerPatch, type UserPatch, type UsersRepo } from './users.repo';
import type { UserRow } from './users.table';

export const AVATAR_SIZE = 400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USERNAME = /^[a-zA-Z0-9_]{1,30}$/;

/** Told about an account that just asked to move to `user.pendingEmail`; it sends the mail. */
export type EmailChangeListener = (user: UserRow) => Promise<void>;

/** How long a requested address waits for its link to be opened. */
export const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;

export const duplicateMessages = {
  username: 'That username is taken. Choose another one.',
} as const;

export function createUsersService(deps: {
  usersRepo: UsersRepo;
  storage: Storage;
  presenter: UserPresenter;
  maxUploadMb: number;
}) {
  const { usersRepo, storage, presenter } = deps;
  const emailChangeListeners: EmailChangeListener[] = [];

  async function present(row: UserRow): Promise<CurrentUser> {
    const performer = row.isPerformer ? await usersRepo.findPerformer(row.id) : null;
    return presenter.currentUser(row, performer);
  }

  async function me(userId: string): Promise<CurrentUser> {
    const row = await usersRepo.findById(userId);
    if (!row) throw unauthorized('Your session has ended. Please log in again.');
    return present(row);
  }

  /**
   * Saves the profile. A new email address is not written to `email`: it waits as `pendingEmail` until
   * the link sent to it is opened, and the answer is the same whether another account holds it or not, so
   * this form cannot be used to learn who has an account. `beforeEmailChange` runs just before such a
   * request is recorded (the route counts the mails it leads to there), never for other changes.
   */
  async function update(userId: string, body: UpdateUserBody, opts: { beforeEmailChange?: () => Promise<void> } = {}): Promise<CurrentUser> {
    const row = await usersRepo.findById(userId);
    if (!row) throw unauthorized('Your session has ended. Please log in again.');
    if (body.bio !== undefined && !row.isPerformer) throw unprocessable('Only performers have a bio. Remove the bio field and try again.');

    const { bio, email, ...fields } = body;
    const patch: UserPatch = { ...fields, updatedAt: new Date() };
    const emailChange = email !== undefined && email.toLowerCase() !== (row.email ?? '').toLowerCase() ? email.toLowerCase() : null;
    if (body.username !== undefined) {
      const other = await usersRepo.findByUsername(body.username);
      if (other && other.id !== userId) throw conflict(duplicateMessages.username);
    }
    if (emailChange) {
      await opts.beforeEmailChange?.();
      patch.pendingEmail = emailChange;
      patch.pendingEmailExpiresAt = new Date(Date.now() + EMAIL_CHANGE_TTL_MS);
    }
    const performerPatch: PerformerPatch | undefined = bio !== undefined ? { bio, updatedAt: new Date() } : undefined;
    let updated: UserRow | null;
    try {
      updated = await usersRepo.updateProfile(userId, patch, performerPatch);
    } catch (e) {
      if (e instanceof DuplicateValueError && e.field === 'username') throw conflict(duplicateMessages.username);
      throw e;
    }
    if (!updated) throw unauthorized('Your session has ended. Please log in again.');
    if (emailChange) for (const listener of emailChangeListeners) await listener(updated);
    return present(updated);
  }

  /**
   * Replaces a user's avatar with a 400x400 WebP cut from the uploaded picture. `nextFile` is only
   * called once the actor is known to be allowed, so a refused upload is never read.
   */
  async function setAvatar(
    actor: AuthUser,
    targetId: string,
    nextFile: () => Promise<MultipartFile | undefined>,
  ): Promise<{ url: string; user: CurrentUser }> {
    if (actor.id !== targetId && !isAdmin(actor)) throw forbidden('You can change only your own profile picture.');
    const target = await usersRepo.findById(targetId);
    if (!target) throw notFound('There is no user with this id.');
    const part = await nextFile();
    if (!part) throw unprocessable('Choose a picture to upload (form field "file").');
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw unprocessable(`Send the picture in the form field "file", not "${part.fieldname}".`);
    }
    const { stream } = await openImageUpload(part.file, { label: 'The picture', maxMb: deps.maxUploadMb });
    const resizer = squareAvatarPipeline(AVATAR_SIZE);
    const key = await savePublicPicture(storage, stream, resizer, 'avatars');
    const updated = await usersRepo.update(targetId, { avatarKey: key, updatedAt: new Date() });
    if (!updated) {
      await storage.remove(key);
      throw notFound('There is no user with this id.');
    }
    if (target.avatarKey && target.avatarKey !== key) await storage.remove(target.avatarKey);
    return { url: storage.url(key), user: await present(updated) };
  }

  async function search(query: UserSearchQuery): Promise<List<AdminUser>> {
    const page = toPage(query, userSortable, 'createdAt');
    const { rows, total } = await usersRepo.search(
      {
        q: query.q || undefined,
        role: query.role,
        isPerformer: query.isPerformer === undefined ? undefined : query.isPerformer === 'true',
        status: query.status,
      },
      page,
    );
    const profiles = new Map((await usersRepo.findPerformers(rows.filter((r) => r.isPerformer).map((r) => r.id))).map((p) => [p.userId, p]));
    return { data: rows.map((r) => presenter.adminUser(r, profiles.get(r.id) ?? null)), total };
  }

  /**
   * A public profile by id or username; inactive accounts are as good as missing, and so is a performer
   * the viewer may not see (unverified, blocking them or their country).
   */
  async function view(idOrUsername: string, viewer: Viewer): Promise<PublicUser> {
    const row = UUID.test(idOrUsername)
      ? await usersRepo.findById(idOrUsername)
      : USERNAME.test(idOrUsername)
        ? await usersRepo.findByUsername(idOrUsername)
        : null;
    const missing = () => notFound('This profile does not exist or is no longer available.');
    if (!row || row.status !== 'active') throw missing();
    if (row.isPerformer && !(await usersRepo.performerVisibleTo(row.id, viewer))) throw missing();
    const performer = row.isPerformer ? await usersRepo.findPerformer(row.id) : null;
    return presenter.publicUser(row, performer);
  }

  return {
    me,
    present,
    update,
    setAvatar,
    search,
    view,
    /** Auth subscribes here to mail a requested address its link (or its owner a notice). */
    onEmailChangeRequested(listener: EmailChangeListener) {
      emailChangeListeners.push(listener);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
