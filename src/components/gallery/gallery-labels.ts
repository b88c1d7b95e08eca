// What a gallery's status reads as, apart from the form's rules (gallery-form-values.ts), so the list of
// galleries does not load the schemas the form checks with.
import type { GalleryStatus } from '@/contracts/galleries';

export const GALLERY_STATUS_LABELS: Record<GalleryStatus, string> = { active: 'Active', inactive: 'Hidden' };
