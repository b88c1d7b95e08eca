// Going live from streaming software (OBS and the like, over RTMP): performers' stream keys and their calls.
// The RTMP server itself runs with the realtime wiring (src/server/realtime/live-rtmp-ingest.ts), which checks
// each publish against these keys. docs/live-video.md, "OBS and other streaming software", tells the whole story.
import { RTMP_APP } from '@/contracts/stream-ingest';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { Log } from '../../../log';
import { createStreamKeysRepo } from './stream-keys.repo';
import { createStreamKeys } from './stream-keys.service';
import { streamIngestRoutes } from './stream-ingest.routes';
import type { DomainModule } from '../../module';

/** The address performers paste into their software: RTMP_PUBLIC_URL, else the site's host name on RTMP_PORT; null when RTMP is off. */
export function rtmpServerUrl(config: Pick<AppConfig, 'RTMP_PORT' | 'RTMP_PUBLIC_URL' | 'appUrl'>): string | null {
  if (config.RTMP_PORT === null) return null;
  if (config.RTMP_PUBLIC_URL) return config.RTMP_PUBLIC_URL.replace(/\/+$/, '');
  return `rtmp://${new URL(config.appUrl).hostname}:${config.RTMP_PORT}/${RTMP_APP}`;
}

export function createStreamIngestModule(deps: { db: Db; config: AppConfig; log?: Pick<Log, 'warn'> }) {
  const keys = createStreamKeys({ repo: createStreamKeysRepo(deps.db), serverUrl: rtmpServerUrl(deps.config), log: deps.log });
  return { routes: streamIngestRoutes({ keys }), services: { streamKeys: keys } } satisfies DomainModule;
}
