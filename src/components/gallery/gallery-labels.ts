// What a gallery's status, photo count and access read as, apart from the form's rules (gallery-form-values.ts)
// and from the gallery card, so the list of galleries does not load the schemas the form checks with and a
// gallery's page does not load the card's antd Card.
import type { Gallery, GalleryStatus } from '@/contracts/galleries';
import { ACCESS_LABELS } from '@/components/common/access-labels';
import { formatPrice } from '@/lib/money';

export const GALLERY_STATUS_LABELS: Record<GalleryStatus, string> = { active: 'Active', inactive: 'Hidden' };

export const photoCount = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

/** What it takes to open a locked gallery, or its access for one the viewer may open. */
export const accessLabelOf = (gallery: Pick<Gallery, 'access' | 'price'>) =>
  gallery.access === 'sale' ? formatPrice(gallery.price ?? 0) : ACCESS_LABELS[gallery.access];
