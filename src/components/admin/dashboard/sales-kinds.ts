// How the dashboard names each kind of sale.
import type { SalesKind } from '@/contracts/admin-stats';

export const salesKindLabels: Record<SalesKind, string> = {
  subscriptions: 'Subscriptions',
  tips: 'Tips',
  content: 'Posts, videos and galleries',
  messages: 'Paid messages',
  products: 'Products',
  liveTickets: 'Live tickets',
  privateShows: 'Private shows',
};
