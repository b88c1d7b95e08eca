// "Live now" on /home and /performers: the performers on air at the moment, newest first, each leading to the
// session's watch page. Shows nothing while nobody is live (or when the list could not be read: the page
// around it is what the visitor came for).
// Drawn with plain elements (the layouts' card and avatar, the common text): antd's Card, Avatar and Typography
// would bring their tabs, skeleton, tooltips and text editing to /home and /performers, which show it; the
// rows are plain flex boxes and the sizes and colours antd's values as constants (plain-tokens.ts), so the strip
// loads none of antd's runtime.
import Link from '@/components/common/app-link';
import { useEffect, useState } from 'react';
import type { StreamSession } from '@/contracts/streams';
import { PlainFlex } from '@/components/common/plain-flex';
import { Muted } from '@/components/common/plain-text';
import { cssVar, token } from '@/components/common/plain-tokens';
import { PlainAvatar } from '@/components/layout/plain-avatar';
import { PlainCard } from '@/components/layout/plain-card';
import { streamingService } from '@/services/streaming.api';
import { sessionPriceText, watchPath } from './live-text';
import { LiveMark } from './live-badge';

/** How many sessions the strip shows at most. */
export const LIVE_NOW_COUNT = 12;

function LiveNowItem({ stream }: { stream: StreamSession }) {
  const name = stream.performer.name || stream.performer.username || 'Performer';
  return (
    <Link
      href={watchPath(stream._id)}
      data-testid="live-now-item"
      aria-label={`Watch ${name} live: ${stream.title}`}
      style={{ flex: '0 0 auto', width: 148, color: cssVar.colorText, scrollSnapAlign: 'start' }}
    >
      <PlainFlex vertical align="center" gap={4} style={{ textAlign: 'center' }}>
        <div style={{ position: 'relative', padding: 3, borderRadius: '50%', border: `2px solid ${cssVar.colorError}` }}>
          <PlainAvatar src={stream.performer.avatar} size={64} />
          <div style={{ position: 'absolute', bottom: -6, left: 0, right: 0, display: 'flex', justifyContent: 'center' }}>
            <LiveMark />
          </div>
        </div>
        <span
          style={{
            maxWidth: '100%',
            marginTop: token.marginXS,
            fontWeight: token.fontWeightStrong,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {name}
        </span>
        <Muted ellipsis style={{ maxWidth: '100%', fontSize: token.fontSizeSM }}>
          {stream.title}
        </Muted>
        <Muted style={{ fontSize: token.fontSizeSM }}>{sessionPriceText(stream)}</Muted>
      </PlainFlex>
    </Link>
  );
}

/**
 * `initial`: the sessions read with the page on the server, so the strip is in the first render and
 * nothing below it moves when it appears; without it the strip reads them itself once mounted.
 */
export function LiveNowStrip({ initial }: { initial?: StreamSession[] } = {}) {
  const [sessions, setSessions] = useState<StreamSession[]>(initial ?? []);
  const [given] = useState(initial !== undefined);

  useEffect(() => {
    if (given) return undefined;
    let active = true;
    streamingService
      .search({ pageSize: LIVE_NOW_COUNT })
      .then((res) => active && setSessions(res.data.data))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [given]);

  if (sessions.length === 0) return null;
  return (
    <PlainCard size="small" title="Live now" data-testid="live-now-strip">
      <PlainFlex gap={12} style={{ overflowX: 'auto', scrollSnapType: 'x proximity', paddingBottom: 4 }}>
        {sessions.map((stream) => (
          <LiveNowItem key={stream._id} stream={stream} />
        ))}
      </PlainFlex>
    </PlainCard>
  );
}
