// The first screen after logging in (/home): who you are, what your account still lacks,
// who is live now, performers to discover, their timeline, and where to go next.
import { EditOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Flex, Typography } from 'antd';
import { LinkButton } from '@/components/common/link-button';
import { VerificationStatus } from '@/components/account/verification-status';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { LiveNowStrip } from '@/components/live/live-now-strip';
import { isAdminUser } from '@/lib/landing';
import { useAppSelector } from '@/redux/hooks';
import { selectCurrentUser } from '@/redux/user/selectors';
import { AccountChecklist } from './account-checklist';
import { HomeSuggestions } from './home-suggestions';
import { HomeTimeline } from './home-timeline';
import type { HomeStart } from './load-home';

/** `start`: the live sessions, suggestions and first timeline page the page read (load-home.ts). */
export function HomeDashboard({ start }: { start?: HomeStart }) {
  const user = useAppSelector(selectCurrentUser);
  const accountPath = user.isPerformer ? '/creator/account' : '/user/account';
  const profilePath = `/${user.username || user._id}`;
  const displayName = user.name || user.username || 'there';

  return (
    <PageContainer>
      <PageHead title="Home" />
      <Flex vertical gap={16}>
        <Card data-testid="home-welcome">
          <Flex gap={16} align="center" wrap>
            <Avatar src={user.avatar} size={72} alt="" icon={<UserOutlined />} />
            <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
                Welcome, {displayName}
              </Typography.Title>
              {user.username ? <Typography.Text type="secondary">@{user.username}</Typography.Text> : null}
            </Flex>
          </Flex>
          <div style={{ marginTop: 16 }}>
            <AccountChecklist user={user} accountPath={accountPath} />
          </div>
        </Card>

        <LiveNowStrip initial={start?.live ?? undefined} />

        <HomeSuggestions initial={start?.suggestions} />

        <HomeTimeline initial={start?.timeline} />

        {user.isPerformer && user.performer ? (
          <Card title="Your creator profile">
            <Flex vertical gap={12}>
              <VerificationStatus status={user.performer.verificationStatus} />
              <Flex gap={8} wrap>
                <LinkButton href={profilePath} icon={<UserOutlined />} data-testid="home-public-profile">View your public profile</LinkButton>
                <LinkButton href="/creator/account" icon={<EditOutlined />}>Edit profile</LinkButton>
              </Flex>
            </Flex>
          </Card>
        ) : null}

        <Card title="Your account">
          <Flex gap={8} wrap>
            <LinkButton href={accountPath} icon={<SettingOutlined />} data-testid="home-account-link">Account settings</LinkButton>
            {isAdminUser(user) ? (
              <LinkButton href="/admin/settings" data-testid="home-admin-settings">Site settings</LinkButton>
            ) : null}
          </Flex>
        </Card>
      </Flex>
    </PageContainer>
  );
}
