// "Live now" on /home and /performers: the performers on air at the moment, newest first, each leading to the
// session's watch page. Shows nothing while nobody is live (or when the list could not be read: the page
// around it is what the visitor came for).
import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Typography, theme } from 'antd';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { StreamSession } from '@/contracts/streams';
import { streamingService } from '@/services/streaming.api';
import { LiveMark, sessionPriceText, watchPath } from './live-bits';

/** How many sessions the strip shows at most. */
export const LIVE_NOW_COUNT = 12;

function LiveNowItem({ stream }: { stream: StreamSession }) {
  const { token, cssVar } = theme.useToken();
  const name = stream.performer.name || stream.performer.username || 'Performer';
  return (
    <Link
      href={watchPath(stream._id)}
      data-testid="live-now-item"
      aria-label={`Watch ${name} live: ${stream.title}`}
      style={{ flex: '0 0 auto', width: 148, color: cssVar.colorText, scrollSnapAlign: 'start' }}
    >
      <Flex vertical align="center" gap={4} style={{ textAlign: 'center' }}>
        <div style={{ position: 'relative', padding: 3, borderRadius: '50%', border: `2px solid ${cssVar.colorError}` }}>
          <Avatar src={stream.performer.avatar || undefined} icon={<UserOutlined />} size={64} alt="" />
          <div style={{ position: 'absolute', bottom: -6, left: 0, right: 0, display: 'flex', justifyContent: 'center' }}>
            <LiveMark />
          </div>
        </div>
        <Typography.Text strong ellipsis style={{ maxWidth: '100%', marginTop: token.marginXS }}>
          {name}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%', fontSize: token.fontSizeSM }}>
          {stream.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {sessionPriceText(stream)}
        </Typography.Text>
      </Flex>
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
    <Card size="small" title="Live now" data-testid="live-now-strip">
      <Flex gap={12} style={{ overflowX: 'auto', scrollSnapType: 'x proximity', paddingBottom: 4 }}>
        {sessions.map((stream) => (
          <LiveNowItem key={stream._id} stream={stream} />
        ))}
      </Flex>
    </Card>
  );
}
