// Agora tokens for live sessions (POST /streaming/agora/token). Each call decides afresh, from the session as it
// is now and the streams module's one access decision (canWatch), which role the caller may have:
// - publisher: only the session's performer, and the one fan of a private show; never anyone else (admins
//   included), for any channel;
// - subscriber: whoever may watch the session now (subscription, ticket, blocks, the session still live).
// A token is bound to the session's channel and to one uid, and lasts AGORA_TOKEN_TTL_SECONDS; clients renew
// it by calling again, which checks everything again. Agora tokens are AccessToken2 ("007"), built by the
// agora-token package and signed with the app certificate, which never leaves the server.
import { RtcRole, RtcTokenBuilder } from 'agora-token';
import { AGORA_TOKEN_TTL_SECONDS, type AgoraRole, type AgoraToken, type AgoraTokenBody } from '@/contracts/agora';
import type { StreamNeed, StreamSession } from '@/contracts/streams';
import { badRequest, conflict, forbidden, unauthorized } from '../../../http/errors';
import type { SettingsService } from '../../settings/settings.service';
import type { Viewer } from '../../performers/performer-visibility';
import { streamMissing } from '../stream-access';
import type { StreamsService } from '../streams.service';
import { channelOf, PERFORMER_UID, PRIVATE_FAN_UID, viewerUid } from './agora-channel';

const AGORA_KEY = /^[0-9a-fA-F]{32}$/;

/** The site's Agora project, when live video on Agora is switched on and set up. */
export interface AgoraProject {
  appId: string;
  certificate: string;
}

export const NOT_SWITCHED_ON = 'Live video on Agora is not switched on for this site.';
const NOT_SET_UP = "Live video on Agora is switched on, but its app id or certificate is missing: ask the site's administrator to enter them.";

const WHY_NOT: Record<StreamNeed, () => Error> = {
  login: () => unauthorized('Please log in to watch this session.'),
  subscription: () => forbidden('Subscribe to this performer to watch this session.'),
  ticket: () => forbidden("This session needs a ticket: buy it to watch the session."),
};

/** The uid this person publishes as in this session, or null when they may not publish to it. */
function publisherUid(stream: StreamSession, userId: string): number | null {
  if (userId === stream.performerId) return PERFORMER_UID;
  if (stream.type === 'private' && stream.fanId !== null && userId === stream.fanId) return PRIVATE_FAN_UID;
  return null;
}

export function createAgoraTokens(deps: { settings: Pick<SettingsService, 'all'>; streams: Pick<StreamsService, 'canWatch'> }) {
  /** The site's Agora project: null while agoraEnable is off, or while its app id or certificate is missing. */
  async function project(): Promise<{ enabled: boolean; project: AgoraProject | null }> {
    const { agoraEnable, agoraAppId, agoraAppCertificate } = await deps.settings.all();
    const complete = AGORA_KEY.test(agoraAppId) && AGORA_KEY.test(agoraAppCertificate);
    return { enabled: agoraEnable, project: agoraEnable && complete ? { appId: agoraAppId, certificate: agoraAppCertificate } : null };
  }

  /** A token for `viewer` (logged in) in the session `body.streamId`, as `body.role`; the first one and every renewal. */
  async function issue(viewer: Viewer & { userId: string }, body: AgoraTokenBody): Promise<AgoraToken> {
    const { enabled, project: agora } = await project();
    if (!agora) throw badRequest(enabled ? NOT_SET_UP : NOT_SWITCHED_ON);
    const watch = await deps.streams.canWatch(viewer, body.streamId);
    if (!watch) throw streamMissing();
    const { stream } = watch;
    const channel = channelOf(stream._id);

    let uid: number;
    if (body.role === 'publisher') {
      const own = publisherUid(stream, viewer.userId);
      if (own === null) throw forbidden('Only the performer of this session can publish to it.');
      uid = own;
    } else {
      uid = viewerUid(channel, viewer.userId);
    }
    if (stream.status === 'ended') throw conflict('This session has ended: there is nothing left to join.');
    if (stream.status !== 'live') throw conflict('This session is not on air yet.');
    if (!watch.canWatch) throw (watch.needs ? WHY_NOT[watch.needs] : () => forbidden('You cannot watch this session.'))();

    return build(agora, channel, uid, body.role);
  }

  function build(agora: AgoraProject, channel: string, uid: number, role: AgoraRole): AgoraToken {
    const issuedAt = Math.floor(Date.now() / 1000);
    const agoraRole = role === 'publisher' ? RtcRole.PUBLISHER : RtcRole.SUBSCRIBER;
    const token = RtcTokenBuilder.buildTokenWithUid(agora.appId, agora.certificate, channel, uid, agoraRole, AGORA_TOKEN_TTL_SECONDS, AGORA_TOKEN_TTL_SECONDS);
    // The builder answers '' only for keys that are not 32 hexadecimal characters, which project() has checked.
    if (!token) throw new Error('The Agora token builder refused the app id or certificate.');
    return {
      appId: agora.appId,
      channel,
      uid,
      role,
      token,
      expiresAt: new Date((issuedAt + AGORA_TOKEN_TTL_SECONDS) * 1000).toISOString(),
      expiresIn: AGORA_TOKEN_TTL_SECONDS,
    };
  }

  return { issue, project };
}
export type AgoraTokens = ReturnType<typeof createAgoraTokens>;
