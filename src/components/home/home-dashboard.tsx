// The first screen after logging in (/home): the feed first. Beside it on desktops (between its posts on
// phones) the performers to discover; above it who is live now, and what the account still lacks while
// something does. A performer also gets their welcome card and, beside the feed, their creator profile.
// Drawn with the plain card, avatar, icons and link buttons and the classes of home.module.css: antd's Card,
// Avatar, Typography, Button and Flex would bring their tabs, skeleton, popover and text editing to the page's
// first load. Only a performer's verification state draws with antd, loaded with its own chunk.
import dynamic from 'next/dynamic';
import { ANTD_HASH } from '@/components/common/antd-hash';
import { PageHead } from '@/components/common/page-head';
import { useHydrated } from '@/components/common/use-hydrated';
import { PlainIcon } from '@/components/common/plain-icon';
import { EditOutlined } from '@/components/common/plain-icon-outlines';
import { UserOutlined } from '@/components/common/plain-icon-user';
import { PlainLinkButton } from '@/components/common/plain-button';
import { PlainAvatar } from '@/components/layout/plain-avatar';
import { PlainCard } from '@/components/layout/plain-card';
import { LiveNowStrip } from '@/components/live/live-now-strip';
import type { CurrentUser } from '@/contracts/users';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { AccountChecklist, needsSetup } from './account-checklist';
import { SuggestionsCard, useSuggestions } from './home-suggestions';
import styles from './home.module.css';
import { HomeTimeline } from './home-timeline';
import type { HomeStart } from './load-home';

// Performers only: next/dynamic renders it on the server and lists its chunk in their page, so fans never
// download it and nothing moves for performers.
const PerformerVerification = dynamic(() => import('./performer-verification'));

/** Where the side column does not fit, the suggestions come after this many posts: the feed shows first. */
export const SUGGESTIONS_AFTER_POSTS = 2;

function Welcome({ user, accountPath }: { user: CurrentUser; accountPath: string }) {
  return (
    <PlainCard data-testid="home-welcome">
      <div className={styles.welcome}>
        <PlainAvatar src={user.avatar} size={72} />
        <div className={styles.welcomeText}>
          <h2 className={styles.heading}>Welcome, {user.name || user.username || 'there'}</h2>
          {user.username ? <span className={styles.muted}>@{user.username}</span> : null}
        </div>
      </div>
      {needsSetup(user) ? (
        <div className={styles.checklistBox}>
          <AccountChecklist user={user} accountPath={accountPath} />
        </div>
      ) : null}
    </PlainCard>
  );
}

function CreatorCard({ user }: { user: CurrentUser }) {
  if (!user.performer) return null;
  return (
    <PlainCard title="Your creator profile" data-testid="home-creator">
      <div className={styles.column12}>
        <PerformerVerification status={user.performer.verificationStatus} />
        <div className={styles.buttons}>
          <PlainLinkButton href={`/${user.username || user._id}`} icon={<PlainIcon icon={UserOutlined} />} data-testid="home-public-profile">
            View your public profile
          </PlainLinkButton>
          <PlainLinkButton href="/creator/account" icon={<PlainIcon icon={EditOutlined} />} data-testid="home-account-link">
            Edit profile
          </PlainLinkButton>
        </div>
      </div>
    </PlainCard>
  );
}

/** `start`: the live sessions, suggestions and first timeline page the page read (load-home.ts). */
export function HomeDashboard({ start }: { start?: HomeStart }) {
  const user = useAppSelector(selectCurrentUser);
  const suggestions = useSuggestions(start?.suggestions);
  const hydrated = useHydrated();
  const accountPath = user.isPerformer ? '/creator/account' : '/user/account';

  return (
    <div className={styles.page}>
      <PageHead title="Home" />
      <h1 className="fs-sr-only">Home</h1>
      {/* antd's hash class, as antd's Flex here had: the stylesheet's link rules (colour, no underline) apply under it. */}
      <div className={`${styles.grid} ${ANTD_HASH}`}>
        <div className={styles.stack}>
          {user.isPerformer ? (
            <>
              <Welcome user={user} accountPath={accountPath} />
              <CreatorCard user={user} />
            </>
          ) : needsSetup(user) ? (
            <PlainCard title="Finish setting up your account" data-testid="home-setup">
              <AccountChecklist user={user} accountPath={accountPath} />
            </PlainCard>
          ) : null}
          <LiveNowStrip initial={start?.live ?? undefined} />
          <HomeTimeline
            initial={start?.timeline}
            between={{
              after: SUGGESTIONS_AFTER_POSTS,
              node: (
                <div className={styles.narrowOnly}>
                  <SuggestionsCard suggestions={suggestions} inline />
                </div>
              ),
            }}
          />
        </div>
        <aside className={styles.side} aria-label="Suggestions">
          {/* Shown from 992 px only. Its cards come once the page has hydrated: the HTML then carries the
              suggestions once (between the posts, where phones show them) instead of twice, which was a sixth of
              the page. The column's width is fixed, so nothing moves when the cards replace the placeholder. */}
          <SuggestionsCard suggestions={hydrated ? suggestions : null} />
        </aside>
      </div>
    </div>
  );
}
