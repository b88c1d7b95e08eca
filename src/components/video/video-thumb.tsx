// A video's picture at 16:9: its cover with the length, or for a viewer who may not watch it the blurred
// preview under a lock with what it takes (the price, or "Subscribers"). Never a link to the film itself.
import { LockOutlined, PlayCircleFilled } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import type { CSSProperties } from 'react';
import type { Video } from '@/contracts/videos';
import { accessLabel, formatDuration } from './video-labels';

/** `small` (a table's picture) leaves out the play mark and the price, keeping the lock and the length. */
export function VideoThumb({ video, small = false }: { video: Video; small?: boolean }) {
  const { token, cssVar } = theme.useToken();
  const frame: CSSProperties = {
    position: 'relative',
    width: '100%',
    aspectRatio: '16 / 9',
    overflow: 'hidden',
    background: cssVar.colorFillTertiary,
    borderRadius: token.borderRadius,
  };
  const picture: CSSProperties = {
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    display: 'block',
    ...(video.isLocked ? { filter: 'blur(12px)', transform: 'scale(1.1)' } : {}),
  };
  // Badges sit on the picture: a dark chip with light text reads in both themes.
  const chip: CSSProperties = { position: 'absolute', background: 'rgba(0, 0, 0, 0.6)', color: '#fff', borderRadius: token.borderRadiusSM, padding: '0 6px', fontSize: 12 };
  const duration = formatDuration(video.video?.duration);

  return (
    <div style={frame} data-testid="video-thumb">
      <img src={video.thumbnail.url} alt="" loading="lazy" style={picture} />
      {video.isLocked ? (
        <Flex vertical align="center" justify="center" gap={4} style={{ position: 'absolute', inset: 0, background: 'rgba(0, 0, 0, 0.35)', color: '#fff' }} data-testid="video-thumb-lock">
          <LockOutlined style={{ fontSize: small ? 16 : 28 }} aria-label="Locked" />
          {small ? null : (
            <Typography.Text strong style={{ color: 'inherit' }} data-testid="video-thumb-price">
              {accessLabel(video)}
            </Typography.Text>
          )}
        </Flex>
      ) : small ? null : (
        <PlayCircleFilled aria-hidden style={{ position: 'absolute', left: 8, bottom: 8, fontSize: 24, color: '#fff', opacity: 0.85 }} />
      )}
      {duration ? <span style={{ ...chip, right: 6, bottom: 6 }}>{duration}</span> : null}
    </div>
  );
}
