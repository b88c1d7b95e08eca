// An admin's view of a performer as GET /admin/performers/{id} answers it.
import type { AdminPerformer } from '@/contracts/performers';
import { ownPerformerFactory } from '../creator/fixtures';

export function adminPerformerFactory(overrides: Partial<AdminPerformer> = {}): AdminPerformer {
  return {
    ...ownPerformerFactory({
      _id: '3f1e2d4c-5b6a-4789-8abc-def012345678',
      name: 'Nova Newcomer',
      username: 'nova',
      email: 'nova@example.com',
      verificationStatus: 'pending',
      documents: {
        idVerification: { uploaded: true, url: '/api/files/private/nova-id.webp?sig=admin' },
        documentVerification: { uploaded: true, url: '/api/files/private/nova-doc.webp?sig=admin' },
      },
    }),
    status: 'active',
    verifiedEmail: true,
    verifiedAt: null,
    ...overrides,
  };
}
