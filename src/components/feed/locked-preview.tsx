// What a viewer sees of a post they may not open: the free teaser or the blurred previews (never a media
// address: the API leaves those out), under a lock with the way in: subscribing, or buying a post for sale.
// A post without media (text, poll) shows blurred stand-in lines instead: its text is locked too, unless
// the performer made it a teaser, and the API sends none of it.
import { Button, Flex, theme } from 'antd';
import type { CSSProperties } from 'react';
import type { Feed } from '@/contracts/feeds';
import type { ChargeKind } from '@/contracts/wallet';
import { LockVeil, TeaserClip, useSubscribeTo } from '@/components/content/lock-veil';
import { BuyButton } from '@/components/wallet/buy-button';
import { thumbnailOf } from './feed-files';

const PREVIEW_HEIGHT = 280;
const LINES_HEIGHT = 180;
export const UNLOCK_TO_READ = 'Unlock to read';

/** Post types whose content is their text (and poll): nothing to blur but words. */
export const isTextOnly = (feed: Pick<Feed, 'type'>) => feed.type === 'text' || feed.type === 'poll';

interface PurchaseProps {
  /** What the locked item is to the wallet (a gallery shows itself as a post here). */
  kind?: ChargeKind;
  /** Reads the item again once bought; without it the page is loaded again. */
  onBought?: () => void;
}

function Unlock({ feed, kind = 'feed', onBought }: { feed: Feed } & PurchaseProps) {
  const subscribe = useSubscribeTo(feed.performer);
  if (feed.access === 'sale') {
    return <BuyButton kind={kind} itemId={feed._id} price={feed.price ?? 0} label="Unlock for" testId="feed-unlock" onBought={onBought} />;
  }
  return (
    <Button type="primary" onClick={subscribe} data-testid="feed-subscribe">
      Subscribe to unlock
    </Button>
  );
}

function PreviewPictures({ feed }: { feed: Feed }) {
  const previews = feed.files.map((f) => f.preview).filter((p): p is string => !!p);
  const shown = previews.length ? previews.slice(0, 4) : [thumbnailOf(feed)];
  const picture: CSSProperties = { flex: '1 1 0', minWidth: 0, height: PREVIEW_HEIGHT, objectFit: 'cover', filter: 'blur(12px)', transform: 'scale(1.1)' };
  return (
    <Flex style={{ height: PREVIEW_HEIGHT, overflow: 'hidden' }}>
      {shown.map((src, i) => (
        <img key={`${src}-${i}`} src={src} alt="" aria-hidden style={picture} data-testid="feed-preview" />
      ))}
    </Flex>
  );
}

/** Grey bars where the text would be: made up here, never the post's words. */
export function HiddenLines({ height, testId }: { height?: number; testId?: string }) {
  const { token, cssVar } = theme.useToken();
  const bar = (width: string): CSSProperties => ({ width, height: 10, borderRadius: 5, background: cssVar.colorTextQuaternary });
  return (
    <Flex vertical gap={10} justify="center" style={{ height, padding: token.padding, filter: 'blur(3px)' }} aria-hidden data-testid={testId}>
      {['92%', '78%', '86%', '54%'].map((w) => (
        <div key={w} style={bar(w)} />
      ))}
    </Flex>
  );
}

/** `noun` names what is locked in the call to action ("post", "gallery"). */
export function LockedPreview({ feed, noun = 'post', kind, onBought }: { feed: Feed; noun?: string } & PurchaseProps) {
  const { token, cssVar } = theme.useToken();
  const textOnly = isTextOnly(feed);
  const what = textOnly && feed.isTextLocked ? UNLOCK_TO_READ : feed.access === 'sale' ? `Buy this ${noun} to see it` : `Subscribe to see this ${noun}`;

  return (
    <Flex vertical gap={8}>
      {feed.teaser?.url ? <TeaserClip src={feed.teaser.url} poster={feed.teaser.thumbnails[0] ?? thumbnailOf(feed)} testId="feed-teaser" /> : null}
      <div style={{ position: 'relative', overflow: 'hidden', borderRadius: token.borderRadius, background: cssVar.colorFillTertiary }} data-testid="feed-locked">
        {textOnly ? <HiddenLines height={LINES_HEIGHT} testId={feed.isTextLocked ? 'feed-text-locked' : undefined} /> : <PreviewPictures feed={feed} />}
        {/* Dark enough that its white text reads at 4.5:1 over the lightest picture. */}
        <LockVeil shade={0.6} iconSize={32} headline={what}>
          <Unlock feed={feed} kind={kind} onBought={onBought} />
        </LockVeil>
      </div>
    </Flex>
  );
}
