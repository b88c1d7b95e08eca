// A performer's Photos tab (GET /performer-assets/galleries/search?performerId=...): their galleries as
// this visitor may see them, locked ones behind their blurred cover with the price, more on request.
import { useCallback } from 'react';
import type { Gallery } from '@/contracts/galleries';
import type { PublicPerformer } from '@/contracts/performers';
import { GalleryCard } from '@/components/gallery/gallery-card';
import { GalleryGrid } from '@/components/gallery/gallery-grid';
import type { PageLoader } from '@/hooks/use-load-more-list';
import { galleryService } from '@/services/gallery.api';
import { ProfileItemList } from './profile-item-list';

const EMPTY = { own: 'You have no photo galleries yet.', other: 'No photos yet.', addHref: '/creator/my-gallery', addLabel: 'Create a gallery' };
const card = (gallery: Gallery) => <GalleryCard key={gallery._id} gallery={gallery} />;

export function PerformerGalleries({ performer, isOwn }: { performer: PublicPerformer; isOwn: boolean }) {
  const load = useCallback<PageLoader<Gallery>>((page) => galleryService.search({ performerId: performer._id, ...page }), [performer._id]);
  return <ProfileItemList load={load} noun="galleries" Grid={GalleryGrid} renderItem={card} isOwn={isOwn} empty={EMPTY} />;
}
