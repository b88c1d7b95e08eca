// Every Drizzle table of every domain, for the client and drizzle-kit. Add a line per new *.table.ts.
export * from '../modules/settings/settings.table';
export * from '../modules/users/users.table';
export * from '../modules/auth/auth.table';
export * from '../modules/performers/performers.table';
export * from '../modules/follows/follows.table';
export * from '../modules/block/block.table';
export * from '../modules/reactions/reactions.table';
export * from '../modules/reports/reports.table';
export * from '../modules/media-files/media-files.table';
export * from '../modules/feeds/feeds.table';
export * from '../modules/subscriptions/subscriptions.table';
export * from '../modules/purchases/purchases.table';
export * from '../modules/videos/videos.table';
export * from '../modules/galleries/galleries.table';
export * from '../modules/products/products.table';
export * from '../modules/comments/comments.table';
export * from '../modules/posts/posts.table';
