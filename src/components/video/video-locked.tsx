// What a viewer sees of a video they may not watch: the free teaser clip if there is one, the blurred
// cover under a lock, and the way in (subscribing, or buying a video for sale, which shows its price).
// The API gives no address of the film for a locked video, so none can leak from here.
import { Button, Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import type { Video } from '@/contracts/videos';
import { LockVeil, TeaserClip } from '@/components/content/lock-veil';
import { useSubscribeTo } from '@/components/content/use-subscribe-to';
import { BuyButton } from '@/components/wallet/buy-button';
import { formatPrice } from '@/lib/money';

function WayIn({ video }: { video: Video }) {
  const subscribe = useSubscribeTo(video.performer);
  if (video.access === 'sale') {
    // Bought: the page reads the video again and the player takes the lock's place.
    return <BuyButton kind="video" itemId={video._id} price={video.price ?? 0} label="Buy for" size="large" testId="video-buy" />;
  }
  return (
    <Button type="primary" size="large" onClick={subscribe} data-testid="video-subscribe">
      Subscribe to watch
    </Button>
  );
}

export function VideoLocked({ video }: { video: Video }) {
  const { token, cssVar } = theme.useToken();
  const headline = video.access === 'sale' ? `Buy this video for ${formatPrice(video.price ?? 0)} to watch it` : 'Subscribe to watch this video';

  return (
    <Flex vertical gap={token.marginSM}>
      <div
        style={{ position: 'relative', overflow: 'hidden', aspectRatio: '16 / 9', minHeight: 220, borderRadius: token.borderRadiusLG, background: cssVar.colorFillTertiary }}
        data-testid="video-locked"
      >
        <img
          src={video.thumbnail.url}
          alt=""
          aria-hidden
          style={{ width: '100%', height: '100%', objectFit: 'cover', filter: 'blur(16px)', transform: 'scale(1.1)' }}
          data-testid="video-locked-preview"
        />
        <LockVeil shade={0.5} iconSize={36} iconTestId="video-lock" headline={headline} headlineStyle={{ fontSize: token.fontSizeLG }}>
          <WayIn video={video} />
        </LockVeil>
      </div>
      {video.teaser?.url ? (
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">Free preview</Typography.Text>
          <TeaserClip src={video.teaser.url} poster={video.teaser.thumbnails[0]} testId="video-teaser" />
        </Flex>
      ) : null}
    </Flex>
  );
}
