// The post cards without antd's code: their like and bookmark buttons wear antd's Button markup, a list defines
// the cards' icons once in a sprite that every card points at, and a card alone draws its own.
import '../../helpers/browser-globals';
import { screen } from '@testing-library/react';
import { Button } from 'antd';
import { FeedCard, FEED_ICONS } from '@/components/feed/feed-card';
import { FeedList } from '@/components/feed/feed-list';
import { ANTD_HASH } from '@/components/common/antd-hash';
import { PlainIcon, symbolId } from '@/components/common/plain-icon';
import { SPRITE_IDS } from '@/components/common/icon-sprite/sprite-ids';
import { HeartFilled } from '@/components/common/plain-icon-outlines';
import { currentUserFactory } from '../../helpers/current-user';
import { markupShape } from '../../helpers/antd-markup';
import { renderWithStore } from '../../helpers/render';
import { feedFactory, feedsFrom } from '../../helpers/content-fixtures';
import type { FeedPageLoader } from '@/components/feed/feed-list';

/** The lists below start from their first page: nothing more is read. */
const noMore: FeedPageLoader = () => Promise.reject(new Error('not read'));

const fan = currentUserFactory();

it("the like and bookmark buttons wear antd's text Button markup", () => {
  renderWithStore(
    <>
      <FeedCard feed={feedFactory({ _id: 'p1', isLiked: true })} />
      <div data-testid="theirs">
        {/* The count is a number, as the card passes it (antd leaves a lone number out of a span). */}
        <Button type="text" icon={<PlainIcon icon={HeartFilled} />}>
          {3}
        </Button>
      </div>
    </>,
    { user: fan },
  );
  const like = screen.getByTestId('feed-like');
  const theirs = screen.getByTestId('theirs').firstElementChild!;
  expect(markupShape(like)).toBe(markupShape(theirs).replace('css-var-root', 'fs'));
  expect(like).toHaveAttribute('aria-pressed', 'true');
  expect(like).toHaveAttribute('type', 'button');
});

it("a list's cards and a card alone point at the icon file, which holds every icon a card may draw", () => {
  for (const icon of FEED_ICONS) expect(SPRITE_IDS.has(symbolId(icon))).toBe(true);
  const feeds = feedsFrom(1, 3).map((f, i) => ({ ...f, isPinned: i === 0 }));
  const { container, unmount } = renderWithStore(<FeedList load={noMore} testId="list" empty={null} initial={{ data: feeds, total: 3 }} />, { user: fan });
  expect(screen.getAllByTestId('feed-card')).toHaveLength(3);
  const uses = [...container.querySelectorAll('[data-testid="feed-card"] use')].map((u) => u.getAttribute('href'));
  // Like, bookmark, comments and tip on each card, and the pin on the first.
  expect(uses).toHaveLength(3 * 4 + 1);
  for (const href of uses) expect(href).toMatch(/^\/_next\/static\/media\/icons\.sprite\.[0-9a-f]+\.svg#fs-icon-/);
  expect(container.querySelectorAll('[data-testid="feed-card"] path, symbol')).toHaveLength(0);
  unmount();

  const { container: alone } = renderWithStore(<FeedCard feed={feeds[1]} />, { user: fan });
  expect(alone.querySelectorAll('.anticon use').length).toBeGreaterThanOrEqual(3);
  expect(alone.querySelectorAll('.anticon path, symbol')).toHaveLength(0);
});

it("a post's links sit under antd's hash class, whose stylesheet rules give links their colour and no underline", () => {
  renderWithStore(<FeedCard feed={feedFactory({ _id: 'p2' })} />, { user: fan });
  expect(screen.getByTestId('feed-author').closest(`.${ANTD_HASH}`)).not.toBeNull();
  expect(screen.getByTestId('feed-open').closest(`.${ANTD_HASH}`)).not.toBeNull();
});
