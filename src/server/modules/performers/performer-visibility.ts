// Who is asking to see a performer: the viewer of a request. The conditions on who may see a performer
// (docs/business-rules.md "Performers" and "Safety") are in performer-visibility.repo.ts.
import type { FastifyRequest } from 'fastify';
import { currentUser, isAdmin } from '../../http/auth-guard';
import { clientIp, countryOf } from '../block/client-ip';

export interface Viewer {
  userId: string | null;
  /** ISO code of the country the request comes from; null when unknown (loopback, private address). */
  countryCode: string | null;
  isAdmin?: boolean;
}

/** The viewer of a request: the logged-in user (if any) and the country of the client address. */
export function viewerOf(req: FastifyRequest, internalSecret: string): Viewer {
  return { userId: req.user?.id ?? null, countryCode: countryOf(clientIp(req, internalSecret)), isAdmin: isAdmin(req.user) };
}

/** The viewer of a request on a route only logged-in users reach (it throws for a request without a user). */
export function loggedInViewerOf(req: FastifyRequest, internalSecret: string): Viewer & { userId: string } {
  return { ...viewerOf(req, internalSecret), userId: currentUser(req).id };
}
