// The logged-in performer's own profile: GET/PUT /performers/me, bank details,
// payout method and the uploads under /performers/. The performer is always the caller; no id is ever sent.
import type { FileStatusResult } from '@/contracts/media';
import type {
  BankingBody,
  MaskedBanking,
  OwnPerformer,
  PaymentGatewayBody,
  PaymentGatewaySettings,
  PerformerUploadResult,
  UpdatePerformerBody,
} from '@/contracts/performers';
import { documentTypes } from '@/contracts/list-values';
import { request, upload, type UploadOptions } from '@/lib/request';

export type PerformerDocumentType = (typeof documentTypes)[number];
export type PerformerMediaKind = 'avatar' | 'cover' | 'welcome-video';

function uploadFile(path: string, file: Blob, options: UploadOptions = {}) {
  const form = new FormData();
  form.append('file', file);
  return upload<PerformerUploadResult>(path, form, options);
}

export const performerAccountService = {
  me: () => request<OwnPerformer>('/performers/me'),
  update: (body: UpdatePerformerBody) => request<OwnPerformer>('/performers/me', { method: 'PUT', body }),
  /** Full numbers go in; the answer carries them masked. */
  updateBanking: (body: BankingBody) => request<MaskedBanking>('/performers/banking-settings', { method: 'PUT', body }),
  updatePaymentGateway: (body: PaymentGatewayBody) =>
    request<PaymentGatewaySettings>('/performers/payment-gateway-settings', { method: 'PUT', body }),
  /** Avatar, cover or welcome video: multipart field `file`, with progress and cancel. */
  uploadMedia: (kind: PerformerMediaKind, file: Blob, options?: UploadOptions) => uploadFile(`/performers/${kind}/upload`, file, options),
  /** Where the welcome video's processing stands (polled after an upload until finished or error). */
  welcomeVideoStatus: () => request<FileStatusResult>('/performers/welcome-video/status'),
  /** Replaces one ID document; a rejected performer goes back to pending review. */
  uploadDocument: (type: PerformerDocumentType, file: Blob, options?: UploadOptions) =>
    uploadFile(`/performers/documents/upload?type=${encodeURIComponent(type)}`, file, options),
};
