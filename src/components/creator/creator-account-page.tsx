// /creator/account: the performer's own profile in tabs (basic info, ID documents, pricing, banking,
// password, notification emails). The open tab is kept in the address (?tab=...), so a link or a reload lands on it.
import { Alert, Button, Flex, Skeleton, Tabs } from 'antd';
import { ResultOnDemand } from '@/components/common/result-on-demand';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { CompletionAlert } from '@/components/account/completion-alert';
import { verificationInfo } from '@/components/account/verification-status';
import { TitledPage } from '@/components/common/page-container';
import { PlainCard } from '@/components/layout/plain-card';
import type { OwnPerformer } from '@/contracts/performers';
import type { CurrentUser } from '@/contracts/users';
import dynamic from 'next/dynamic';
import { BasicInfoForm } from './basic-info-form';
import { useOwnPerformer } from './use-own-performer';

// The first tab comes with the page; the others (their uploads, price rules, bank forms) load when opened.
const TabLoading = () => <Skeleton active paragraph={{ rows: 4 }} />;
const DocumentsTab = dynamic(() => import('./documents-tab').then((m) => m.DocumentsTab), { loading: TabLoading });
const PricingForm = dynamic(() => import('./pricing-form').then((m) => m.PricingForm), { loading: TabLoading });
const PayoutDetailsCards = dynamic(() => import('./payout-details-cards').then((m) => m.PayoutDetailsCards), { loading: TabLoading });
const PasswordForm = dynamic(() => import('@/components/account/password-form').then((m) => m.PasswordForm), { loading: TabLoading });
const NotificationPreferences = dynamic(() => import('@/components/account/notification-preferences').then((m) => m.NotificationPreferences), {
  loading: TabLoading,
});

export const CREATOR_TABS = ['basic', 'documents', 'pricing', 'banking', 'password', 'notifications'] as const;
export type CreatorTab = (typeof CREATOR_TABS)[number];

const tabLabels: Record<CreatorTab, string> = {
  basic: 'Basic info',
  documents: 'ID documents',
  pricing: 'Pricing',
  banking: 'Banking',
  password: 'Password',
  notifications: 'Notifications',
};

/** The tab named in the address, or the first one. */
export function tabFromQuery(value: string | string[] | undefined): CreatorTab {
  const key = Array.isArray(value) ? value[0] : value;
  return (CREATOR_TABS as readonly string[]).includes(key ?? '') ? (key as CreatorTab) : 'basic';
}

type Apply = (performer: OwnPerformer, user?: CurrentUser) => void;

function tabContent(tab: CreatorTab, performer: OwnPerformer, apply: Apply): ReactNode {
  switch (tab) {
    case 'basic':
      return <BasicInfoForm performer={performer} apply={apply} />;
    case 'documents':
      return <DocumentsTab performer={performer} apply={apply} />;
    case 'pricing':
      return <PricingForm performer={performer} apply={apply} />;
    case 'banking':
      return (
        <Flex vertical gap={16}>
          <PayoutDetailsCards performer={performer} apply={apply} />
        </Flex>
      );
    case 'password':
      return <PasswordForm source="performer" />;
    case 'notifications':
      return <NotificationPreferences isPerformer />;
  }
}

/** Until an admin verifies the ID documents the profile is not listed: say so above every tab. */
function ReviewNotice({ performer, openDocuments }: { performer: OwnPerformer; openDocuments: () => void }) {
  if (performer.verificationStatus === 'verified') return null;
  const info = verificationInfo[performer.verificationStatus];
  return (
    <Alert
      type={performer.verificationStatus === 'rejected' ? 'error' : 'info'}
      showIcon
      title={`Verification: ${info.label}`}
      description="Fans cannot find your profile until an admin verifies your ID documents."
      action={
        <Button size="small" onClick={openDocuments}>
          ID documents
        </Button>
      }
      data-testid="creator-review-notice"
    />
  );
}

export function CreatorAccountPage() {
  const router = useRouter();
  const { performer, loadError, reload, apply } = useOwnPerformer();
  const active = tabFromQuery(router.query.tab);

  const openTab = (key: string) => {
    void router.replace({ pathname: router.pathname, query: { ...router.query, tab: key } }, undefined, { shallow: true, scroll: false });
  };

  let body: ReactNode;
  if (loadError) {
    body = (
      <ResultOnDemand
        status="error"
        title="Your profile could not be loaded"
        subTitle={loadError}
        extra={<Button onClick={() => void reload()}>Try again</Button>}
        data-testid="creator-load-error"
      />
    );
  } else if (!performer) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    body = (
      <Flex vertical gap={16}>
        <CompletionAlert user={performer} />
        <ReviewNotice performer={performer} openDocuments={() => openTab('documents')} />
        <PlainCard>
          <Tabs
            activeKey={active}
            onChange={openTab}
            items={CREATOR_TABS.map((key) => ({
              key,
              label: <span data-testid={`creator-tab-${key}`}>{tabLabels[key]}</span>,
              children: tabContent(key, performer, apply),
            }))}
          />
        </PlainCard>
      </Flex>
    );
  }

  return (
    <TitledPage title="Account" maxWidth={960}>
      {body}
    </TitledPage>
  );
}
