// /creator/my-video: the performer's own videos (GET /performer/performer-assets/videos/search) in a table
// whose search, status filter, paging and sorting live in the address; "Upload video" opens the form, each
// row offers edit and delete, and a film still being prepared shows its progress.
import { Flex, Select } from 'antd';
import { ResponsiveTable } from '@/components/common/responsive-table';
import { useState, type HTMLAttributes } from 'react';
import { videoSortKeys, videoStatuses } from '@/contracts/list-values';
import type { Video } from '@/contracts/videos';
import { useOnDemand } from '@/components/common/use-on-demand';
import { ManagePage, ManageProblem, ManageSearch, useOwnList } from '@/components/content/manage-page';
import { sortKeyOf } from '@/lib/table-query';
import { videoService } from '@/services/video.api';
import { myVideoColumns, STATUS_LABELS } from './my-video-columns';

const loadOwn = (query: Record<string, string>) =>
  videoService.listOwn({
    current: Number(query.current),
    pageSize: Number(query.pageSize),
    sortBy: sortKeyOf(videoSortKeys, query.sortBy),
    sort: query.sort === 'asc' ? 'asc' : 'desc',
    q: query.q || undefined,
    status: videoStatuses.find((s) => s === query.status),
  });

type Editing = { mode: 'new' } | { mode: 'edit'; video: Video } | null;

export function MyVideos() {
  const list = useOwnList<Video>(loadOwn);
  const { table } = list;
  const [editing, setEditingNow] = useState<Editing>(null);
  // The upload and edit form (its upload, date and select code) loads when first opened.
  const form = useOnDemand(() => import('./video-form-modal').then((m) => m.VideoFormModal));
  const setEditing = (next: Editing) => (next ? void form.load().then((ready) => ready && setEditingNow(next)) : setEditingNow(null));
  const reload = () => void list.reload();
  const filters = table.state.filters;

  function onSaved(_video: Video, done: boolean) {
    if (done) setEditing(null);
    // A new video shows first on the first page (newest first).
    if (done && editing?.mode === 'new') list.showFirstPage();
    else reload();
  }

  return (
    <ManagePage
      title="My videos"
      maxWidth={1100}
      add={{ label: 'Upload video', testId: 'my-videos-upload', onClick: () => setEditing({ mode: 'new' }), loading: form.loading }}
      dialogs={editing && form.Component ? <form.Component video={editing.mode === 'edit' ? editing.video : undefined} onClose={() => setEditing(null)} onSaved={onSaved} /> : null}
    >
      <Flex gap={8} wrap>
        <ManageSearch
          value={filters.q}
          placeholder="Search by title"
          onSearch={(q) => table.change({ filters: { q } })}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
          testId="my-videos-search"
        />
        <Select
          allowClear
          placeholder="Any status"
          value={filters.status}
          onChange={(status?: string) => table.change({ filters: { status } })}
          options={videoStatuses.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          style={{ flex: '0 1 180px' }}
          data-testid="my-videos-status"
        />
      </Flex>
      {list.error ? (
        <ManageProblem what="videos" error={list.error} onRetry={reload} />
      ) : (
        <ResponsiveTable<Video>
          rowKey="_id"
          size="middle"
          loading={list.loading}
          dataSource={list.items}
          columns={myVideoColumns({ state: table.state, onEdit: (video) => setEditing({ mode: 'edit', video }), onChanged: reload })}
          onChange={(pagination, _filters, sorter) =>
            table.change({ pagination, sorter: Array.isArray(sorter) ? sorter[0] : sorter })
          }
          pagination={{ current: table.state.current, pageSize: table.state.pageSize, total: list.total, showSizeChanger: true, hideOnSinglePage: true }}
          locale={{ emptyText: filters.q || filters.status ? 'No videos match.' : 'You have not uploaded any videos yet.' }}
          scroll={{ x: 'max-content' }}
          onRow={(video) => ({ 'data-testid': 'my-video-row', 'data-video-id': video._id }) as HTMLAttributes<HTMLElement>}
          data-testid="my-videos"
        />
      )}
    </ManagePage>
  );
}
