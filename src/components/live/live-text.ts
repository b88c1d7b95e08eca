// The live pages' text and addresses: the session's type and price, a duration, and the watch and go-live
// addresses. Plain functions with no component code, for every page that links to a live session.
import type { StreamSession } from '@/contracts/streams';
import { formatPrice } from '@/lib/money';

/** "Subscribers", "Subscribers + $5.00", "Ticket $12.00". */
export function sessionPriceText(stream: Pick<StreamSession, 'type' | 'price'>): string {
  if (stream.type === 'group') return `Ticket ${formatPrice(stream.price)}`;
  if (stream.type === 'private') return 'Private show';
  return stream.price > 0 ? `Subscribers + ${formatPrice(stream.price)}` : 'Subscribers';
}

/** Seconds on air as "1:02:03" or "2:03". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** The address of a session's watch page, and of the one that finds a performer's session on air. */
export const watchPath = (streamId: string) => `/live/${encodeURIComponent(streamId)}`;
export const performerLivePath = (performer: { _id: string; username: string | null }) =>
  `/live/performer/${encodeURIComponent(performer.username || performer._id)}`;
export const GO_LIVE_PATH = '/creator/live';

/** Said when ending a live fails (on air, or ending one found on air from before). */
export const END_FAILED = 'Could not end the live, please try again';
