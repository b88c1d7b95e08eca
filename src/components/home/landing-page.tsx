// The front page for visitors (/): what the site is, Sign up and Log in, who is live now and the most
// followed creators. Plain elements and the plain button, card and performer cards: a public page, cached for
// anonymous visits, that loads no antd code.
import { PlainLinkButton } from '@/components/common/plain-button';
import { PageHead } from '@/components/common/page-head';
import { PlainEmpty } from '@/components/common/plain-marks';
import { PlainCard } from '@/components/layout/plain-card';
import { LiveNowStrip } from '@/components/live/live-now-strip';
import { PerformerGrid } from '@/components/performers/performer-grid';
import { useAppSelector } from '@/redux/hooks';
import { selectUI } from '@/redux/ui/selectors';
import type { LandingStart } from './load-landing';
import styles from './landing.module.css';

export const LANDING_DESCRIPTION =
  'Follow creators you like, subscribe to their posts, videos and galleries, watch them live and talk to them directly.';

export function LandingPage({ featured, live }: LandingStart) {
  const { siteName } = useAppSelector(selectUI);
  return (
    <div className={styles.page}>
      <PageHead title="Creators you love, up close" description={LANDING_DESCRIPTION} />
      <section className={styles.hero} aria-labelledby="landing-title" data-testid="landing-hero">
        <h1 id="landing-title" className={styles.title}>
          Creators you love, up close
        </h1>
        <p className={styles.lead}>
          {siteName ? `${siteName}: ` : ''}
          {LANDING_DESCRIPTION}
        </p>
        <div className={styles.actions}>
          <PlainLinkButton href="/auth/register" type="primary" size="large" data-testid="landing-signup">
            Sign up
          </PlainLinkButton>
          <PlainLinkButton href="/auth/login" size="large" data-testid="landing-login">
            Log in
          </PlainLinkButton>
        </div>
        <p className={styles.creator}>
          Making content? <PlainLinkButton href="/auth/model-register" type="link" data-testid="landing-become-creator">Become a creator</PlainLinkButton>
        </p>
      </section>

      <LiveNowStrip initial={live} />

      <PlainCard
        title={<h2 className={styles.cardTitle}>Featured creators</h2>}
        extra={
          <PlainLinkButton href="/performers" type="link" data-testid="landing-see-all">
            See all creators
          </PlainLinkButton>
        }
        data-testid="landing-featured"
      >
        {featured.length ? (
          <PerformerGrid performers={featured} priorityCards={4} />
        ) : (
          <PlainEmpty description="Creators are on their way. Sign up to hear when they arrive." />
        )}
      </PlainCard>
    </div>
  );
}
