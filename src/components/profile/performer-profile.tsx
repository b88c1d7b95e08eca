// A performer's public profile: header with subscribe, follow, bookmark and report (or "Edit profile" and
// "Go live" for its owner, "Watch live" for visitors while the performer is on air, and "Request a private
// show" for fans when the performer offers them), counts, bio, welcome video and details, then the
// performer's content tabs.
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import dynamic from 'next/dynamic';
import { PlainIcon } from '@/components/common/plain-icon';
import type { PublicPerformer } from '@/contracts/performers';
import { PlainLinkButton } from '@/components/common/plain-button';
import { PlainTag } from '@/components/common/plain-tag';
import { cssVar, token } from '@/components/common/plain-tokens';
import { Heading, Para } from '@/components/common/plain-text';
import { GO_LIVE_PATH, performerLivePath } from '@/components/live/live-text';
import { LiveBadge } from '@/components/live/live-badge';
import { RequestPrivateShowSlot } from '@/components/live/private/request-private-show-slot';
import { MessageButton } from '@/components/messages/message-button';
import { FollowButton } from '@/components/performers/follow-button';
import { TipButton } from '@/components/wallet/tip-button';
import { useFollow } from '@/components/performers/use-follow';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { BookmarkButton } from './bookmark-button';
import { ProfileContentTabs } from './profile-content-tabs';
import { ProfileDetails, ProfileStats } from './profile-details';
import { ProfileHeader } from './profile-header';
import { ProfilePanel } from './profile-panel';
import { EditProfileButton } from './edit-profile-button';
import { ReportButton } from './report-modal';
import { SubscribeButton } from './subscribe-button';

// Only a performer on their own profile before verification sees it (the server renders it then).
const UnlistedNotice = dynamic(() => import('./unlisted-notice').then((m) => m.UnlistedNotice));

function VisitorActions({ performer }: { performer: PublicPerformer }) {
  return (
    <>
      {performer.isStreaming ? (
        <PlainLinkButton href={performerLivePath(performer)} type="primary" danger icon={<PlainIcon icon={VideoCameraOutlined} />} data-testid="profile-watch-live">
          Watch live
        </PlainLinkButton>
      ) : null}
      <SubscribeButton performer={performer} />
      <RequestPrivateShowSlot performer={performer} />
      <FollowButton performer={performer} testId="profile-follow" />
      <TipButton performer={performer} />
      <MessageButton performerId={performer._id} />
      <BookmarkButton performerId={performer._id} isBookmarked={performer.isBookmarked} />
      <ReportButton performerId={performer._id} />
    </>
  );
}

export function PerformerProfile({ performer }: { performer: PublicPerformer }) {
  const me = useAppSelector(selectCurrentUser);
  const isOwn = !!me._id && me._id === performer._id;
  // The count follows this viewer's own follow toggles without reloading.
  const { followers } = useFollow(performer);
  const inset = { marginInline: token.paddingSM };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.margin }}>
      <ProfilePanel padding={token.paddingSM} data-testid="performer-profile">
        {/* The API shows performers themselves even before verification; nobody else sees them yet. */}
        {isOwn && me.performer && me.performer.verificationStatus !== 'verified' ? <UnlistedNotice /> : null}
        <ProfileHeader
          profile={performer}
          badges={
            <>
              {performer.isStreaming ? <LiveBadge performer={performer} label="Live now" testId="profile-live" /> : null}
              {performer.isFreeSubscription ? (
                <PlainTag color="green" data-testid="profile-free-trial">
                  {/* A darker green than the tag's own, for contrast on its light green. */}
                  <span style={{ color: 'var(--ant-green-8)' }}>{performer.freeSubscriptionDays}-day free trial</span>
                </PlainTag>
              ) : null}
            </>
          }
          actions={
            isOwn ? (
              <>
                <EditProfileButton isPerformer />
                <PlainLinkButton href={GO_LIVE_PATH} icon={<PlainIcon icon={VideoCameraOutlined} />} data-testid="profile-go-live">
                  {performer.isStreaming ? 'Your live' : 'Go live'}
                </PlainLinkButton>
              </>
            ) : (
              <VisitorActions performer={performer} />
            )
          }
        />
        <div style={{ ...inset, marginTop: token.marginMD }}>
          <ProfileStats followers={followers} subscribers={performer.stats.subscribers} />
        </div>
        {performer.bio ? (
          <Para style={{ ...inset, whiteSpace: 'pre-line', marginTop: token.marginMD, overflowWrap: 'anywhere' }} data-testid="profile-bio">
            {performer.bio}
          </Para>
        ) : (
          <Para secondary style={{ ...inset, marginTop: token.marginMD }}>
            {isOwn ? 'Add a bio so fans know who you are.' : 'No bio yet.'}
          </Para>
        )}
        {performer.welcomeVideo ? (
          <div style={inset}>
            <Heading level={4} style={{ marginBottom: '0.5em' }}>
              Welcome
            </Heading>
            <video
              src={performer.welcomeVideo}
              controls
              playsInline
              preload="metadata"
              aria-label={`Welcome video from ${performer.name || performer.username}`}
              style={{ width: '100%', maxHeight: 480, borderRadius: token.borderRadiusLG, background: cssVar.colorBgLayout }}
              data-testid="profile-welcome-video"
            />
          </div>
        ) : null}
        <div style={{ ...inset, marginTop: token.marginMD }}>
          <ProfileDetails performer={performer} />
        </div>
      </ProfilePanel>
      {/* Keyed: once the viewer subscribes (a free trial reads the profile again), the lists are read afresh, unlocked. */}
      <ProfileContentTabs key={performer.isSubscribed ? 'subscriber' : 'visitor'} performer={performer} isOwn={isOwn} />
    </div>
  );
}
