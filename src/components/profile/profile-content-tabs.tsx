// The content tabs under a performer's profile. Each kind of content adds one entry to
// `profileContentTabs`; the chosen tab is kept in the address (?tab=videos) so it can be shared and
// survives a reload. A tab's content is only mounted (and its list only read) once it is opened.
// Each tab's content is a chunk of its own (its cards, the media viewer, the comment box, date formatting),
// fetched when the tab is shown: the lists are read in the browser anyway, so the page renders the tab bar
// and a placeholder of the list's first height, and the shown tab's code loads beside its list's data. The lists
// draw with antd, so each comes inside antd's theme (antd-scope.tsx, loaded with the first tab shown): the page
// around them draws without antd.
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import type { PublicPerformer } from '@/contracts/performers';
import { ProfilePanel } from './profile-panel';
import { cssVar, token } from '@/components/common/plain-tokens';

export interface ProfileContentTab {
  /** The value of ?tab= in the address. */
  key: string;
  label: string;
  render: (performer: PublicPerformer, isOwn: boolean) => ReactNode;
}

/** What a tab shows while its code loads: the room its first row of content takes. */
function TabLoading() {
  return (
    <div role="status" aria-label="Loading" style={{ minHeight: 240, color: cssVar.colorTextSecondary }} data-testid="profile-tab-loading" />
  );
}

type TabProps = { performer: PublicPerformer; isOwn: boolean };
const loading = () => <TabLoading />;
/** A tab's list, once both its code and antd's theme have loaded, inside that theme. */
const scoped = (list: Promise<ComponentType<TabProps>>) =>
  Promise.all([list, import('@/components/performers/antd-scope')]).then(([List, scope]) => scope.withAntdScope(List));
const PerformerPosts = dynamic<TabProps>(() => scoped(import('./performer-posts').then((m) => m.PerformerPosts)), { ssr: false, loading });
const PerformerVideos = dynamic<TabProps>(() => scoped(import('@/components/video/performer-videos').then((m) => m.PerformerVideos)), { ssr: false, loading });
const PerformerGalleries = dynamic<TabProps>(() => scoped(import('./performer-galleries').then((m) => m.PerformerGalleries)), { ssr: false, loading });
const PerformerStore = dynamic<TabProps>(() => scoped(import('./performer-store').then((m) => m.PerformerStore)), { ssr: false, loading });

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
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Tabs once opened stay mounted (hidden) with what they read, for going back to them.
  const [opened, setOpened] = useState<string[]>([active.key]);
  if (!opened.includes(active.key)) setOpened([...opened, active.key]);

  function choose(key: string) {
    if (key === active.key) return;
    const { tab: _previous, ...rest } = router.query;
    const query = key === profileContentTabs[0].key ? rest : { ...rest, tab: key };
    // Shallow: the profile itself stays; only the tab's list is read.
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }

  // Arrow keys, Home and End move between the tabs (the tab pattern of WAI-ARIA).
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const at = profileContentTabs.findIndex((t) => t.key === active.key);
    const last = profileContentTabs.length - 1;
    const to = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    tabRefs.current[to]?.focus();
    choose(profileContentTabs[to].key);
  }

  return (
    <ProfilePanel padding={`0 ${token.paddingLG}px ${token.paddingLG}px`} data-testid="profile-tabs">
      <div
        role="tablist"
        aria-label="Content"
        className="fs-text-tabs"
        onKeyDown={onKeyDown}
        style={{
          display: 'flex',
          gap: token.marginXL,
          overflowX: 'auto',
          marginBottom: token.margin,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${cssVar.colorBorderSecondary}`,
        }}
      >
        {profileContentTabs.map((tab, i) => {
          const selected = tab.key === active.key;
          return (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`profile-tab-${tab.key}-button`}
              aria-selected={selected}
              aria-controls={`profile-tab-${tab.key}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(tab.key)}
              style={{
                flex: 'none',
                padding: `${token.paddingSM}px 0`,
                margin: 0,
                background: 'none',
                border: 'none',
                borderBottom: `2px solid ${selected ? cssVar.colorPrimary : 'transparent'}`,
                marginBottom: -token.lineWidth,
                color: selected ? cssVar.colorPrimary : cssVar.colorText,
                font: 'inherit',
                fontSize: token.fontSize,
                lineHeight: token.lineHeight,
                cursor: 'pointer',
              }}
            >
              <span data-testid={`profile-tab-${tab.key}`}>{tab.label}</span>
            </button>
          );
        })}
      </div>
      {profileContentTabs
        .filter((tab) => opened.includes(tab.key))
        .map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={`profile-tab-${tab.key}-panel`}
            aria-labelledby={`profile-tab-${tab.key}-button`}
            hidden={tab.key !== active.key}
          >
            {tab.render(performer, isOwn)}
          </div>
        ))}
    </ProfilePanel>
  );
}
