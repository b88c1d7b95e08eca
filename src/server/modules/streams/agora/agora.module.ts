// Live video on Agora, when the admin switches it on (agoraEnable, with the app id and certificate): the token
// call, and removing people from channels through Agora's RESTful API.
//
// - When a session ends (streamEvents 'ended', whatever ended it), its channel is closed: everyone still in it
//   is removed and nobody may join it for CHANNEL_CLOSED_SECONDS, longer than any token issued for it lasts.
// - removeViewer(streamId, userId) removes one viewer from a session's channel, for the same time. It runs by
//   itself when the performer blocks a viewer during a session (streamEvents 'viewer-removed'); call it too
//   when a viewer's right to watch ends some other way. Without it, the viewer keeps watching until their
//   token expires (AGORA_TOKEN_TTL_SECONDS at most), since renewals are refused.
// Both need the RESTful API's customer id and secret (AGORA_CUSTOMER_ID, AGORA_CUSTOMER_SECRET); without them
// they do nothing and answer null. A failed call is logged: what ended stays ended.
import { AGORA_TOKEN_TTL_SECONDS } from '@/contracts/agora';
import type { AppConfig } from '../../../config';
import type { Log } from '../../../log';
import type { SettingsService } from '../../settings/settings.service';
import type { StreamEvents } from '../stream-events';
import type { StreamsService } from '../streams.service';
import { channelOf, viewerUid } from './agora-channel';
import { createAgoraRestClient, type AgoraRestClient } from './agora-rest';
import { agoraRoutes } from './agora.routes';
import { createAgoraTokens } from './agora-tokens';
import type { DomainModule } from '../../module';

/** How long a removal keeps its channel (or its viewer) out: the life of the last token issued, and a minute. */
export const CHANNEL_CLOSED_SECONDS = AGORA_TOKEN_TTL_SECONDS + 60;

export function createAgoraModule(deps: {
  config: AppConfig;
  settings: Pick<SettingsService, 'all'>;
  streams: Pick<StreamsService, 'canWatch'>;
  events: StreamEvents;
  log: Pick<Log, 'warn'>;
}) {
  const { config, log } = deps;
  const tokens = createAgoraTokens({ settings: deps.settings, streams: deps.streams });
  const rest: AgoraRestClient | null =
    config.AGORA_CUSTOMER_ID && config.AGORA_CUSTOMER_SECRET
      ? createAgoraRestClient({ baseUrl: config.AGORA_API_URL, customerId: config.AGORA_CUSTOMER_ID, customerSecret: config.AGORA_CUSTOMER_SECRET })
      : null;

  /** The project and the client, when both exist. */
  async function ready() {
    if (!rest) return null;
    const { project } = await tokens.project();
    return project && { project, rest };
  }

  /** Removes everyone from the session's channel and keeps it closed; null when Agora or its RESTful API is not set up. */
  async function closeChannel(streamId: string): Promise<{ ruleId: number } | null> {
    const agora = await ready();
    if (!agora) return null;
    const { id } = await agora.rest.ban({ appId: agora.project.appId, channel: channelOf(streamId), seconds: CHANNEL_CLOSED_SECONDS });
    return { ruleId: id };
  }

  /** Removes one viewer (as a subscriber) from the session's channel; null when Agora or its RESTful API is not set up. */
  async function removeViewer(streamId: string, userId: string): Promise<{ ruleId: number } | null> {
    const agora = await ready();
    if (!agora) return null;
    const channel = channelOf(streamId);
    const { id } = await agora.rest.ban({ appId: agora.project.appId, channel, uid: viewerUid(channel, userId), seconds: CHANNEL_CLOSED_SECONDS });
    return { ruleId: id };
  }

  // Channels are closed after the session's end has committed, and a viewer the performer blocked is removed
  // from the channel at once; the calls run on their own, and idle() waits for them.
  const running = new Set<Promise<unknown>>();
  const track = (call: Promise<unknown>) => {
    const tracked = call.finally(() => running.delete(tracked));
    running.add(tracked);
  };
  const stopListening = deps.events.subscribe((event) => {
    const streamId = event.stream._id;
    if (event.kind === 'ended') {
      track(closeChannel(streamId).catch((err: unknown) => log.warn({ err, streamId }, "Agora did not close an ended session's channel; its viewers keep watching until their tokens expire.")));
    }
    if (event.kind === 'viewer-removed') {
      const { userId } = event;
      track(removeViewer(streamId, userId).catch((err: unknown) => log.warn({ err, streamId, userId }, 'Agora did not remove a blocked viewer; their next token renewal is refused.')));
    }
  });

  /** Resolves once every channel closing started so far has finished (or failed and been logged). */
  async function idle(): Promise<void> {
    while (running.size) await Promise.all([...running]);
  }

  return {
    routes: agoraRoutes({ tokens, internalSecret: config.internalApiSecret }),
    services: { agora: { closeChannel, removeViewer, idle, project: tokens.project, stopListening } },
  } satisfies DomainModule;
}
export type AgoraModule = ReturnType<typeof createAgoraModule>;
export type AgoraService = AgoraModule['services']['agora'];
