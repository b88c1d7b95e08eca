// Requests for a private show waiting for this performer. The list is read from the server when the
// performer's requests are shown, and the socket adds them as they come; one leaves the list once it has been
// accessed (accepted, declined, taken back or expired), by its key.
//
// The key is `conversationId`: the request session's conversationId when it has one, else the session's own
// _id. A request waiting for an answer has no chat yet (a session gets its chat when it goes on air), so in
// practice the key is the session's id, which is also what the server names in stream/private-request-removed.
// The session itself is kept beside the key, under `session`.
import { createAction } from '@reduxjs/toolkit';

/** A request as listed: its key, plus whatever else the server sent (for a private show, the pending session). */
export interface PrivateStreamRequest {
  conversationId: string;
  [field: string]: unknown;
}

/** Added once: a request for a conversation already listed is ignored. */
export const addPrivateRequest = createAction<PrivateStreamRequest>('privateRequest/addPrivateRequest');
/** The request of this conversation was accessed: it leaves the list. */
export const removePrivateRequest = createAction<string>('privateRequest/removePrivateRequest');
/** The list as the server answered it, replacing what this page had (one entry per key, first one kept). */
export const setPrivateRequests = createAction<PrivateStreamRequest[]>('privateRequest/setPrivateRequests');
