// /creator/my-gallery: the performer's galleries (search, status and page kept in the address), a new or
// edited gallery in a dialog, delete after confirming, and each gallery's photo manager.
import { DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import type { Gallery, GalleryStatus } from '@/contracts/galleries';
import { galleryStatuses } from '@/contracts/list-values';
import { useOnDemand } from '@/components/common/use-on-demand';
import { ManagePage, ManagePages, ManageProblem, ManageSearch, useOwnList } from '@/components/content/manage-page';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { galleryService } from '@/services/gallery.api';
import { GalleryCard } from './gallery-card';
import { GALLERY_STATUS_LABELS } from './gallery-labels';
import { GalleryGrid } from './gallery-grid';
import { PhotoManager } from './photo-manager';
import { ModerationTag } from '@/components/content/moderation-tag';

export const GALLERY_DELETED = 'Gallery deleted';

const isStatus = (v: string | undefined): v is GalleryStatus => (galleryStatuses as readonly string[]).includes(v ?? '');

const loadOwn = (query: Record<string, string>) =>
  galleryService.listOwn({
    current: Number(query.current),
    pageSize: Number(query.pageSize),
    q: query.q || undefined,
    status: isStatus(query.status) ? query.status : undefined,
  });

function DeleteGallery({ gallery, onDeleted }: { gallery: Gallery; onDeleted: () => void }) {
  async function remove() {
    try {
      await galleryService.remove(gallery._id);
      notifySuccess(GALLERY_DELETED);
      onDeleted();
    } catch (e) {
      notifyError(getResponseError(e));
    }
  }
  return (
    <Popconfirm
      title="Delete this gallery?"
      description="Its photos are deleted with it."
      okText="Delete"
      okButtonProps={{ danger: true, 'data-testid': 'gallery-delete-confirm' }}
      onConfirm={remove}
    >
      <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label="Delete gallery" data-testid="gallery-delete" />
    </Popconfirm>
  );
}

type Dialog = { kind: 'form'; gallery?: Gallery } | { kind: 'photos'; gallery: Gallery } | null;

export function MyGalleries() {
  const list = useOwnList<Gallery>(loadOwn);
  const { table } = list;
  const [dialog, setDialogNow] = useState<Dialog>(null);
  // The gallery form loads when first opened.
  const form = useOnDemand(() => import('./gallery-form-modal').then((m) => m.GalleryFormModal));
  const setDialog = (next: Dialog) => (next?.kind === 'form' ? void form.load().then((ready) => ready && setDialogNow(next)) : setDialogNow(next));
  const reload = () => void list.reload();
  const { q = '', status } = table.state.filters;

  function onSaved(gallery: Gallery, created: boolean) {
    // A new gallery goes straight to its photos.
    setDialog(created ? { kind: 'photos', gallery } : null);
    if (created) list.showFirstPage();
    else reload();
  }

  const dialogs = (
    <>
      {dialog?.kind === 'form' && form.Component ? <form.Component gallery={dialog.gallery} onClose={() => setDialog(null)} onSaved={onSaved} /> : null}
      {dialog?.kind === 'photos' ? (
        <PhotoManager
          gallery={dialog.gallery}
          onClose={() => {
            setDialog(null);
            // The count and the cover may have changed.
            reload();
          }}
        />
      ) : null}
    </>
  );

  return (
    <ManagePage title="My galleries" maxWidth={1040} add={{ label: 'New gallery', testId: 'gallery-new', onClick: () => setDialog({ kind: 'form' }), loading: form.loading }} dialogs={dialogs}>
      <Flex gap={8} wrap>
        <ManageSearch
          value={q}
          placeholder="Search by title"
          onSearch={(value) => table.change({ filters: { q: value } })}
          style={{ flex: '1 1 200px', maxWidth: 360 }}
          testId="my-galleries-search"
        />
        <Select
          value={isStatus(status) ? status : ''}
          onChange={(value: string) => table.change({ filters: { status: value } })}
          options={[{ value: '', label: 'All statuses' }, ...galleryStatuses.map((s) => ({ value: s, label: GALLERY_STATUS_LABELS[s] }))]}
          style={{ width: 150 }}
          aria-label="Status"
          data-testid="my-galleries-status"
        />
      </Flex>
      {list.loading && !list.items.length ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {list.error ? <ManageProblem what="galleries" error={list.error} onRetry={reload} /> : null}
      {!list.loading && !list.error && !list.items.length ? (
        <Empty description={q || status ? 'No gallery matches.' : 'You have no galleries yet.'} data-testid="my-galleries-empty" />
      ) : null}
      <GalleryGrid testId="my-galleries">
        {list.items.map((gallery) => (
          <GalleryCard
            key={gallery._id}
            gallery={gallery}
            extra={
              <>
                {gallery.status === 'inactive' ? <Tag style={{ alignSelf: 'flex-start' }}>{GALLERY_STATUS_LABELS.inactive}</Tag> : null}
                <ModerationTag moderation={gallery.moderation} />
                <Flex justify="space-between" align="center" gap={4} style={{ marginTop: 4 }}>
                  <Button size="small" icon={<PictureOutlined />} onClick={() => setDialog({ kind: 'photos', gallery })} data-testid="gallery-manage">
                    Photos
                  </Button>
                  <Flex gap={2}>
                    <Button type="text" size="small" icon={<EditOutlined />} aria-label="Edit gallery" onClick={() => setDialog({ kind: 'form', gallery })} data-testid="gallery-edit" />
                    <DeleteGallery gallery={gallery} onDeleted={reload} />
                  </Flex>
                </Flex>
              </>
            }
          />
        ))}
      </GalleryGrid>
      <ManagePages list={list} testId="my-galleries-pages" />
    </ManagePage>
  );
}
