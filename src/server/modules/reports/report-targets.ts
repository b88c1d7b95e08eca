// What can be reported, and how to find who owns it. Each content module adds its item kind (feed,
// video, gallery, photo, product, comment, message) to reportTargetTypes in src/contracts/social.ts and an entry here; the
// Record type makes a kind without an entry fail to compile.
import type { reportTargetTypes } from '@/contracts/social';
import type { DbOrTx } from '../../db/client';
import { createFeedsRepo } from '../feeds/feeds.repo';
import { galleries } from '../galleries/galleries.table';
import { products } from '../products/products.table';
import { createVideosRepo } from '../videos/videos.repo';
import { createModerationCatalogRepo } from '../moderation/moderation-catalog.repo';
import { performerOwning, type ReportsRepo } from './reports.repo';

export type ReportTargetType = (typeof reportTargetTypes)[number];

export interface ReportTarget {
  /** The answers for a target that does not exist and for one the reporter owns. */
  missing: string;
  own: string;
  /**
   * The account the target belongs to (the performer for a performer), or null when it does not exist (or,
   * for a message, is not in a conversation of the reporter's).
   */
  ownerOf(targetId: string, reporterId: string): Promise<string | null>;
}

export type ReportTargetRegistry = Record<ReportTargetType, ReportTarget>;

export function createReportTargets(repo: ReportsRepo, db: DbOrTx): ReportTargetRegistry {
  const feeds = createFeedsRepo(db);
  const videos = createVideosRepo(db);
  const catalog = createModerationCatalogRepo(db);
  return {
    performer: {
      missing: 'There is no performer with this id. They may have closed their account.',
      own: 'You cannot report yourself.',
      ownerOf: (id) => repo.findPerformerId(id),
    },
    feed: {
      missing: 'There is no post with this id. It may have been deleted.',
      own: 'You cannot report your own post.',
      ownerOf: (id) => feeds.ownerOf(id),
    },
    video: {
      missing: 'There is no video with this id. It may have been deleted.',
      own: 'You cannot report your own video.',
      ownerOf: (id) => videos.ownerOf(id),
    },
    gallery: {
      missing: 'There is no gallery with this id. It may have been deleted.',
      own: 'You cannot report your own gallery.',
      ownerOf: (id) => performerOwning(db, galleries, id),
    },
    photo: {
      missing: 'There is no photo with this id. It may have been deleted.',
      own: 'You cannot report your own photo.',
      ownerOf: (id) => catalog.authorOf('photo', id),
    },
    product: {
      missing: 'There is no product with this id. It may have been deleted.',
      own: 'You cannot report your own product.',
      ownerOf: (id) => performerOwning(db, products, id),
    },
    comment: {
      missing: 'There is no comment with this id. It may have been deleted.',
      own: 'You cannot report your own comment.',
      ownerOf: (id) => catalog.authorOf('comment', id),
    },
    message: {
      missing: 'There is no message with this id in your conversations. It may have been deleted.',
      own: 'You cannot report your own message.',
      ownerOf: (id, reporterId) => catalog.messageSenderFor(id, reporterId),
    },
  };
}
