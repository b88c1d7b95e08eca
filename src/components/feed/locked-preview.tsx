// What a viewer sees of a post they may not open: the free teaser or the blurred previews (never a media
// address: the API leaves those out), under a lock with the way in: subscribing, or buying a post for sale.
// A post without media (text, poll) shows blurred stand-in lines instead: its text is locked too, unless
// the performer made it a teaser, and the API sends none of it.
import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import type { Feed } from '@/contracts/feeds';
import type { PublicUser } from '@/contracts/users';
import type { ChargeKind } from '@/contracts/wallet';
import { useLoginGate } from '@/components/performers/use-follow';
import { BuyButton } from '@/components/wallet/buy-button';
import { useAppDispatch } from '@/redux/hooks';
import { setSubscription } from '@/redux/subscription/actions';
import { thumbnailOf } from './feed-files';

const PREVIEW_HEIGHT = 280;
const LINES_HEIGHT = 180;
export const UNLOCK_TO_READ = 'Unlock to read';

/** Post types whose content is their text (and poll): nothing to blur but words. */
export const isTextOnly = (feed: Pick<Feed, 'type'>) => feed.type === 'text' || feed.type === 'poll';

/** The subscription slice names the performer the dialog is for; a post only knows its author's card. */
const performerOf = (feed: Feed): PublicUser => ({ ...feed.performer, cover: null, isPerformer: true, bio: null });

interface PurchaseProps {
  /** What the locked item is to the wallet (a gallery shows itself as a post here). */
  kind?: ChargeKind;
  /** Reads the item again once bought; without it the page is loaded again. */
  onBought?: () => void;
}

function Unlock({ feed, kind = 'feed', onBought }: { feed: Feed } & PurchaseProps) {
  const dispatch = useAppDispatch();
  const gate = useLoginGate();
  if (feed.access === 'sale') {
    return <BuyButton kind={kind} itemId={feed._id} price={feed.price ?? 0} label="Unlock for" testId="feed-unlock" onBought={onBought} />;
  }
  const open = () => dispatch(setSubscription({ showModal: true, performer: performerOf(feed), subscriptionType: 'monthly' }));
  return (
    <Button type="primary" onClick={() => gate(open)} data-testid="feed-subscribe">
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
  const { token } = theme.useToken();
  const bar = (width: string): CSSProperties => ({ width, height: 10, borderRadius: 5, background: token.colorTextQuaternary });
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
  const { token } = theme.useToken();
  const overlay: CSSProperties = {
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: token.marginSM,
    padding: token.padding,
    textAlign: 'center',
    // A dark veil in both themes: the text on it is always light.
    background: 'rgba(0, 0, 0, 0.45)',
    color: '#fff',
  };
  const textOnly = isTextOnly(feed);
  const what = textOnly && feed.isTextLocked ? UNLOCK_TO_READ : feed.access === 'sale' ? `Buy this ${noun} to see it` : `Subscribe to see this ${noun}`;

  return (
    <Flex vertical gap={8}>
      {feed.teaser?.url ? (
        <video
          src={feed.teaser.url}
          poster={feed.teaser.thumbnails[0] ?? thumbnailOf(feed)}
          controls
          playsInline
          preload="metadata"
          style={{ width: '100%', maxHeight: 360, borderRadius: token.borderRadius, background: token.colorFillTertiary }}
          data-testid="feed-teaser"
        />
      ) : null}
      <div style={{ position: 'relative', overflow: 'hidden', borderRadius: token.borderRadius, background: token.colorFillTertiary }} data-testid="feed-locked">
        {textOnly ? <HiddenLines height={LINES_HEIGHT} testId={feed.isTextLocked ? 'feed-text-locked' : undefined} /> : <PreviewPictures feed={feed} />}
        <div style={overlay}>
          <LockOutlined style={{ fontSize: 32 }} aria-hidden />
          <Typography.Text strong style={{ color: 'inherit' }}>
            {what}
          </Typography.Text>
          <Unlock feed={feed} kind={kind} onBought={onBought} />
        </div>
      </div>
    </Flex>
  );
}
