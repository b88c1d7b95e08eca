// A performer's blocks (docs/business-rules.md "Safety"): users they blocked and the countries whose visitors may not
// see them. Only the logged-in performer's own blocks are ever read or changed. Enforcement is on the
// reads that show a performer (performers/performer-visibility.ts).
import type { List } from '@/contracts/common';
import { blockSortKeys, type BlockCountriesResult, type BlockedUserItem, type BlockedUserQuery, type BlockUserBody } from '@/contracts/social';
import { notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Log } from '../../log';
import type { Mailer } from '../../mail/mailer';
import type { SettingsService } from '../settings/settings.service';
import type { UserPresenter } from '../users/users.presenter';
import type { UserRow } from '../users/users.table';
import { blockConfirmationMail } from './block-mail';
import type { BlockRepo, BlockedUserRow } from './block.repo';

export interface BlockServiceDeps {
  repo: BlockRepo;
  presenter: UserPresenter;
  mailer: Mailer;
  settings: SettingsService;
  appUrl: string;
  isKnownCountry: (code: string) => boolean;
  /** After a block has committed: the live side takes the user out of the performer's session on air. */
  onUserBlocked?: (performerId: string, userId: string) => Promise<void>;
  log?: Pick<Log, 'error'>;
}

const NO_PROFILE = 'Your performer profile was not found. Please log in again.';
const displayName = (user: UserRow) => user.name || user.username || 'this user';

export function createBlockService(deps: BlockServiceDeps) {
  const { repo, presenter } = deps;

  const present = ({ block, user, profile }: BlockedUserRow): BlockedUserItem => ({
    _id: user.id,
    reason: block.reason,
    createdAt: block.createdAt.toISOString(),
    user: presenter.publicUser(user, profile),
  });

  /** The block is already saved: a mail server that is down must not turn it into an error. */
  async function confirmByMail(performerId: string, blocked: UserRow) {
    try {
      const performer = await repo.findUser(performerId);
      if (!performer?.email) return;
      const siteName = await deps.settings.get('siteName');
      await deps.mailer.send(
        blockConfirmationMail({ to: performer.email, performerName: performer.name, blockedName: displayName(blocked), siteName, appUrl: deps.appUrl }),
      );
    } catch (err) {
      deps.log?.error({ err }, 'could not mail the block confirmation');
    }
  }

  async function ownCountries(performerId: string): Promise<string[]> {
    const codes = await repo.blockedCountries(performerId);
    if (!codes) throw notFound(NO_PROFILE);
    return codes;
  }

  return {
    async blockUser(performerId: string, body: BlockUserBody): Promise<BlockedUserItem> {
      if (body.targetId === performerId) throw unprocessable('You cannot block yourself.');
      const user = await repo.findUser(body.targetId);
      if (!user) throw notFound('There is no user with this id. They may have closed their account.');
      if (user.roles.includes('admin')) throw unprocessable('Site administrators cannot be blocked. If an administrator bothers you, use the contact form.');
      const { block, created } = await repo.block(performerId, user.id, body.reason);
      if (created) await confirmByMail(performerId, user);
      // A block counts at once, also for what is under way: a live session's room, a private show.
      await deps.onUserBlocked?.(performerId, user.id).catch((err: unknown) =>
        deps.log?.error({ err, performerId, userId: user.id }, 'Could not take a blocked user out of the live session; the block stands.'),
      );
      const profile = user.isPerformer ? await repo.findPerformer(user.id) : null;
      return present({ block, user, profile });
    },

    async unblockUser(performerId: string, userId: string): Promise<{ unblocked: true }> {
      if (!(await repo.unblock(performerId, userId))) throw notFound('This user is not on your block list.');
      return { unblocked: true };
    },

    async blockedUsers(performerId: string, query: BlockedUserQuery): Promise<List<BlockedUserItem>> {
      const { rows, total } = await repo.list(performerId, query.q || undefined, toPage(query, blockSortKeys, 'createdAt'));
      return { data: rows.map(present), total };
    },

    async blockedCountries(performerId: string): Promise<BlockCountriesResult> {
      return { countryCodes: await ownCountries(performerId) };
    },

    /** Replaces the whole list with the given codes, deduplicated and sorted. */
    async setBlockedCountries(performerId: string, codes: string[]): Promise<BlockCountriesResult> {
      const unique = [...new Set(codes)].sort();
      const unknown = unique.filter((c) => !deps.isKnownCountry(c));
      if (unknown.length) {
        throw unprocessable(`We do not know the country code${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}. Use codes from the country list, like US or GB.`, {
          unknownCodes: unknown,
        });
      }
      const saved = await repo.setBlockedCountries(performerId, unique);
      if (!saved) throw notFound(NO_PROFILE);
      return { countryCodes: saved };
    },

    isBlocked: (performerId: string, userId: string) => repo.isBlocked(performerId, userId),
  };
}
export type BlockService = ReturnType<typeof createBlockService>;
