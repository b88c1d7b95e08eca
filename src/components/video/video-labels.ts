// Short texts a video shows beside its picture: where it is, its length, who may watch it, how often seen.
import type { ContentAccess } from '@/contracts/feeds';
import type { Video } from '@/contracts/videos';
import { formatPrice } from '@/lib/money';

export const videoPath = (videoId: string) => `/video/${encodeURIComponent(videoId)}`;
export const performerPath = (video: Pick<Video, 'performer' | 'performerId'>) => `/${encodeURIComponent(video.performer.username || video.performerId)}`;

/** 62 -> "1:02", 3725 -> "1:02:05"; nothing for an unknown length. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const ACCESS_NAMES: Record<ContentAccess, string> = { free: 'Free', subscribers: 'Subscribers', sale: 'For sale' };

/** "Free", "Subscribers", or the price of a video for sale. */
export function accessLabel(video: Pick<Video, 'access' | 'price'>): string {
  return video.access === 'sale' && video.price !== null ? formatPrice(video.price) : ACCESS_NAMES[video.access];
}

export const viewsLabel = (views: number) => `${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`;
