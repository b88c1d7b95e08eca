// An admin's view of a performer as GET /admin/performers/{id} answers it, and an admin page rendered for
// the signed-in admin.
import type { ReactElement } from 'react';
import type { AdminPerformer } from '@/contracts/performers';
import type { fakeApi } from '../../helpers/fake-api';
import { fakeRouter, renderWithStore } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
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
    verifiedBy: null,
    ...overrides,
  };
}

/** Renders an admin page at its path (with the address query) for a signed-in admin. */
export function renderAsAdmin(page: ReactElement, path: string, query: Record<string, string> = {}) {
  const admin = currentUserFactory({ _id: 'a-1', username: 'admin', roles: ['admin', 'user'] });
  renderWithStore(page, { user: admin, router: fakeRouter(path, query) });
}

/** The POST requests the fake API received, in order. */
export const postCalls = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method === 'POST');
