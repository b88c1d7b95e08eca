// How the two ID photos are named to people (the same words as on the sign-up form).
import type { PerformerDocumentType } from '@/services/performer-account.api';

export const documentLabels: Record<PerformerDocumentType, { title: string; hint: string }> = {
  idVerification: { title: 'Photo of your ID', hint: 'Passport, ID card or driving licence.' },
  documentVerification: { title: 'Photo of you holding your ID', hint: 'Your face and the document both clearly visible.' },
};

/** What the server reads for ID photos (by content). */
export const DOCUMENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'];
export const DOCUMENT_WRONG_TYPE = 'Choose a JPEG, PNG, WebP or HEIC photo.';
