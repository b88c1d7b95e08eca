// The content tabs under a performer's profile. Each kind of content adds one entry to
// `profileContentTabs`; the chosen tab is kept in the address (?tab=videos) so it can be shared and
// survives a reload. A tab's content is only mounted (and its list only read) once it is opened.
import { Card, Tabs } from 'antd';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import { PerformerVideos } from '@/components/video/performer-videos';
import { PerformerGalleries } from './performer-galleries';
import { PerformerPosts } from './performer-posts';
import { PerformerStore } from './performer-store';

export interface ProfileContentTab {
  /** The value of ?tab= in the address. */
  key: string;
  label: string;
  render: (performer: PublicPerformer, isOwn: boolean) => ReactNode;
}

export const profileContentTabs: ProfileContentTab[] = [
  { key: 'posts', label: 'Posts', render: (performer, isOwn) => <PerformerPosts performer={performer} isOwn={isOwn} /> },
  { key: 'videos', label: 'Videos', render: (performer, isOwn) => <PerformerVideos performer={performer} isOwn={isOwn} /> },
  { key: 'photos', label: 'Photos', render: (performer, isOwn) => <PerformerGalleries performer={performer} isOwn={isOwn} /> },
  { key: 'store', label: 'Store', render: (performer, isOwn) => <PerformerStore performer={performer} isOwn={isOwn} /> },
];

/** The tab named in the address, else the first one. */
export function activeProfileTab(tabs: readonly ProfileContentTab[], wanted: unknown): ProfileContentTab {
  return tabs.find((t) => t.key === wanted) ?? tabs[0];
}

export function ProfileContentTabs({ performer, isOwn }: { performer: PublicPerformer; isOwn: boolean }) {
  const router = useRouter();
  const active = activeProfileTab(profileContentTabs, router.query.tab);

  function choose(key: string) {
    const { tab: _previous, ...rest } = router.query;
    const query = key === profileContentTabs[0].key ? rest : { ...rest, tab: key };
    // Shallow: the profile itself stays; only the tab's list is read.
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }

  return (
    <Card styles={{ body: { paddingTop: 0 } }} data-testid="profile-tabs">
      <Tabs
        activeKey={active.key}
        onChange={choose}
        items={profileContentTabs.map((tab) => ({
          key: tab.key,
          label: <span data-testid={`profile-tab-${tab.key}`}>{tab.label}</span>,
          children: tab.render(performer, isOwn),
        }))}
      />
    </Card>
  );
}
