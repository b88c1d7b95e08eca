// What a viewer sees of a post they may not open: the free teaser or the blurred previews (never a media
// address: the API leaves those out), under a lock with the way in: subscribing, or buying a post for sale.
// A post without media (text, poll) shows blurred stand-in lines instead: its text is locked too, unless
// the performer made it a teaser, and the API sends none of it. Drawn with plain elements and the classes of
// locked-preview.module.css, with the veil of the other locked items (content/lock-veil.tsx) and plain buttons:
// no antd code loads with a timeline of locked posts.
import type { Feed } from '@/contracts/feeds';
import type { ChargeKind } from '@/contracts/wallet';
import { PlainIcon } from '@/components/common/plain-icon';
import { LockOutlined } from '@/components/common/plain-icon-outlines';
import { useSubscribeTo } from '@/components/content/use-subscribe-to';
import { PlainButton } from '@/components/common/plain-button';
import { thumbnailOf } from './feed-files';
import styles from './locked-preview.module.css';
import { UnlockButton } from './unlock-button';

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
    return <UnlockButton kind={kind} itemId={feed._id} price={feed.price ?? 0} testId="feed-unlock" onBought={onBought} />;
  }
  return (
    <PlainButton type="primary" onClick={subscribe} data-testid="feed-subscribe">
      Subscribe to unlock
    </PlainButton>
  );
}

function PreviewPictures({ feed }: { feed: Feed }) {
  const previews = feed.files.map((f) => f.preview).filter((p): p is string => !!p);
  const shown = previews.length ? previews.slice(0, 4) : [thumbnailOf(feed)];
  return (
    <div className={styles.pictures}>
      {shown.map((src, i) => (
        <img key={`${src}-${i}`} src={src} alt="" aria-hidden className={styles.picture} data-testid="feed-preview" />
      ))}
    </div>
  );
}

const LINE_WIDTHS = ['92%', '78%', '86%', '54%'];

/** Grey bars where the text would be: made up here, never the post's words. */
export function HiddenLines({ height, testId }: { height?: number; testId?: string }) {
  return (
    <div className={styles.lines} style={{ height }} aria-hidden data-testid={testId}>
      {LINE_WIDTHS.map((w) => (
        <div key={w} className={styles.line} style={{ width: w }} />
      ))}
    </div>
  );
}

/** `noun` names what is locked in the call to action ("post", "gallery"). */
export function LockedPreview({ feed, noun = 'post', kind, onBought }: { feed: Feed; noun?: string } & PurchaseProps) {
  const textOnly = isTextOnly(feed);
  const what = textOnly && feed.isTextLocked ? UNLOCK_TO_READ : feed.access === 'sale' ? `Buy this ${noun} to see it` : `Subscribe to see this ${noun}`;

  return (
    <div className={styles.preview}>
      {feed.teaser?.url ? (
        <video
          src={feed.teaser.url}
          poster={feed.teaser.thumbnails[0] ?? thumbnailOf(feed)}
          controls
          playsInline
          preload="metadata"
          className={styles.teaser}
          data-testid="feed-teaser"
        />
      ) : null}
      <div className={styles.box} data-testid="feed-locked">
        {textOnly ? <HiddenLines height={LINES_HEIGHT} testId={feed.isTextLocked ? 'feed-text-locked' : undefined} /> : <PreviewPictures feed={feed} />}
        <div className={styles.veil}>
          <PlainIcon icon={LockOutlined} className={styles.lock} aria-hidden />
          <strong className={styles.headline}>{what}</strong>
          <Unlock feed={feed} kind={kind} onBought={onBought} />
        </div>
      </div>
    </div>
  );
}
