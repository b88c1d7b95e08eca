// What a viewer sees of a video they may not watch: the free teaser clip if there is one, the blurred
// cover under a lock, and the way in (subscribing, or buying a video for sale, which shows its price).
// The API gives no address of the film for a locked video, so none can leak from here.
import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import type { PublicUser } from '@/contracts/users';
import type { Video } from '@/contracts/videos';
import { formatPrice } from '@/lib/money';
import { useLoginGate } from '@/components/performers/use-follow';
import { BuyButton } from '@/components/wallet/buy-button';
import { useAppDispatch } from '@/redux/hooks';
import { setSubscription } from '@/redux/subscription/actions';

function WayIn({ video }: { video: Video }) {
  const dispatch = useAppDispatch();
  const gate = useLoginGate();
  if (video.access === 'sale') {
    // Bought: the page reads the video again and the player takes the lock's place.
    return <BuyButton kind="video" itemId={video._id} price={video.price ?? 0} label="Buy for" size="large" testId="video-buy" />;
  }
  // The subscription slice wants a performer card; a video only knows its author's.
  const performer: PublicUser = { ...video.performer, cover: null, isPerformer: true, bio: null };
  return (
    <Button type="primary" size="large" onClick={() => gate(() => dispatch(setSubscription({ showModal: true, performer, subscriptionType: 'monthly' })))} data-testid="video-subscribe">
      Subscribe to watch
    </Button>
  );
}

export function VideoLocked({ video }: { video: Video }) {
  const { token } = theme.useToken();
  const veil: CSSProperties = {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: token.marginSM,
    padding: token.padding,
    textAlign: 'center',
    // Dark in both themes: the text on it is always light.
    background: 'rgba(0, 0, 0, 0.5)',
    color: '#fff',
  };
  const headline = video.access === 'sale' ? `Buy this video for ${formatPrice(video.price ?? 0)} to watch it` : 'Subscribe to watch this video';

  return (
    <Flex vertical gap={token.marginSM}>
      <div
        style={{ position: 'relative', overflow: 'hidden', aspectRatio: '16 / 9', minHeight: 220, borderRadius: token.borderRadiusLG, background: token.colorFillTertiary }}
        data-testid="video-locked"
      >
        <img
          src={video.thumbnail.url}
          alt=""
          aria-hidden
          style={{ width: '100%', height: '100%', objectFit: 'cover', filter: 'blur(16px)', transform: 'scale(1.1)' }}
          data-testid="video-locked-preview"
        />
        <div style={veil}>
          <LockOutlined style={{ fontSize: 36 }} aria-hidden data-testid="video-lock" />
          <Typography.Text strong style={{ color: 'inherit', fontSize: token.fontSizeLG }}>
            {headline}
          </Typography.Text>
          <WayIn video={video} />
        </div>
      </div>
      {video.teaser?.url ? (
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">Free preview</Typography.Text>
          <video
            src={video.teaser.url}
            poster={video.teaser.thumbnails[0]}
            controls
            playsInline
            preload="metadata"
            style={{ width: '100%', maxHeight: 360, borderRadius: token.borderRadius, background: token.colorFillTertiary }}
            data-testid="video-teaser"
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
