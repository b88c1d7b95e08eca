// Performer sign-up: a multipart form with the account fields plus two photos (an ID and a document).
// Photos stream straight to private storage; if anything fails, or no account is made, every stored file
// is removed. The answer for an address that already has an account is the ordinary one (see register).
import type { Multipart } from '@fastify/multipart';
import { performerDocumentFields, registerPerformerFields, type RegisterResult } from '@/contracts/auth';
import { describeValidation } from '../../http/error-handler';
import { unprocessable } from '../../http/errors';
import { assertStorableText } from '../../http/unstorable-text';
import type { ImageExt } from '../../media/image';
import type { Storage } from '../../media/storage';
import { storeImageUpload } from '../../media/upload';
import type { AuthService } from '../auth/auth.service';

type DocumentField = (typeof performerDocumentFields)[number];

const labels: Record<DocumentField, string> = {
  idVerification: 'The photo of your ID (idVerification)',
  documentVerification: 'The photo of you holding your ID (documentVerification)',
};

/** Only reviewers see these photos, so the HEIC pictures phones take are fine as they are. */
export const DOCUMENT_TYPES: readonly ImageExt[] = ['jpg', 'png', 'webp', 'heic'];

/** Kept even when empty, so the answer names the rule ("at least 8 characters") rather than "missing". */
const requiredFields = new Set(['username', 'email', 'password']);

const isDocumentField = (name: string): name is DocumentField => (performerDocumentFields as readonly string[]).includes(name);

export function createPerformerRegistration(deps: { storage: Storage; auth: Pick<AuthService, 'register' | 'assertUsernameAvailable'>; maxUploadMb: number }) {
  const { storage } = deps;

  return async function registerPerformer(parts: AsyncIterableIterator<Multipart>): Promise<RegisterResult> {
    const fields: Record<string, string> = {};
    const stored: Partial<Record<DocumentField, string>> = {};
    const removeStored = () => Promise.all(Object.values(stored).map((key) => storage.remove(key)));
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          assertStorableText({ [part.fieldname]: part.value });
          // Browsers send empty optional inputs as "": treat them as not given rather than as invalid.
          if (typeof part.value === 'string' && (part.value !== '' || requiredFields.has(part.fieldname))) fields[part.fieldname] = part.value;
          continue;
        }
        const name = part.fieldname;
        // Forms normally send their text fields first: refuse a taken username before storing any photo.
        // A known email is not refused here: the photos are stored and removed like any others, so the
        // answer and its timing do not tell whether the address has an account.
        if (!Object.keys(stored).length) {
          const early = registerPerformerFields.safeParse(fields);
          if (early.success) {
            try {
              await deps.auth.assertUsernameAvailable(early.data.username);
            } catch (e) {
              part.file.resume();
              throw e;
            }
          }
        }
        if (!isDocumentField(name)) {
          part.file.resume();
          throw unprocessable(`Unexpected file "${name}". Send only ${performerDocumentFields.join(' and ')}.`);
        }
        if (stored[name]) {
          part.file.resume();
          throw unprocessable(`${labels[name]} was sent twice. Send one photo for each.`);
        }
        const file = await storeImageUpload(storage, part.file, {
          visibility: 'private',
          folder: 'performer-documents',
          label: labels[name],
          types: DOCUMENT_TYPES,
          maxMb: deps.maxUploadMb,
        });
        stored[name] = file.key;
      }

      const parsed = registerPerformerFields.safeParse(fields);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ instancePath: `/${i.path.join('/')}`, message: i.message }));
        throw unprocessable(describeValidation(issues), { issues });
      }
      for (const name of performerDocumentFields) {
        if (!stored[name]) throw unprocessable(`${labels[name]} is missing. Attach a clear photo and try again.`);
      }
      const result = await deps.auth.register(parsed.data, {
        verificationStatus: 'pending',
        idVerificationKey: stored.idVerification,
        documentVerificationKey: stored.documentVerification,
      });
      if (!result.created) await removeStored();
      return { message: result.message, verifyEmailFirst: result.verifyEmailFirst };
    } catch (e) {
      await removeStored();
      throw e;
    }
  };
}
export type RegisterPerformer = ReturnType<typeof createPerformerRegistration>;
