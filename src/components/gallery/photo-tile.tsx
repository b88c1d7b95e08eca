// One of the performer's own photos in the manager: the picture (or its processing state), its title
// (edited in place), and set-as-cover and delete.
import { CheckCircleFilled, DeleteOutlined, LoadingOutlined, PictureOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Tag, Typography, theme } from 'antd';
import { useState, type CSSProperties } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { Photo } from '@/contracts/galleries';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { galleryService } from '@/services/gallery.api';
import { thumbnailOfPhoto } from './gallery-media';

export const COVER_SET = 'Cover changed';
export const PHOTO_DELETED = 'Photo deleted';

function Picture({ photo }: { photo: Photo }) {
  const { token, cssVar } = theme.useToken();
  const frame: CSSProperties = { aspectRatio: '1', background: cssVar.colorFillTertiary, overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center' };
  const thumb = thumbnailOfPhoto(photo);
  const { status } = photo.photo;
  let inner;
  if (status === 'finished' && thumb) inner = <img src={thumb} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />;
  else if (status === 'error') {
    inner = (
      <Typography.Text type="danger" style={{ textAlign: 'center', padding: token.paddingXS }} data-testid="photo-error">
        <WarningOutlined /> Could not be processed
      </Typography.Text>
    );
  } else if (status === 'processing') {
    inner = (
      <Typography.Text type="secondary" data-testid="photo-processing">
        <LoadingOutlined /> Processing…
      </Typography.Text>
    );
  } else inner = <PictureOutlined style={{ fontSize: 28, color: cssVar.colorTextQuaternary }} />;
  return <div style={frame}>{inner}</div>;
}

export interface PhotoTileProps {
  photo: Photo;
  /** The list must be read again (the cover moved, the photo went). */
  onChanged: () => void;
}

export function PhotoTile({ photo, onChanged }: PhotoTileProps) {
  const { token } = theme.useToken();
  const [busy, setBusy] = useState(false);
  const [title, setTitle] = useState(photo.title);

  async function run(action: () => Promise<unknown>, success: string | null) {
    setBusy(true);
    try {
      await action();
      if (success) notifySuccess(success);
      onChanged();
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setBusy(false);
    }
  }

  function rename(next: string) {
    const trimmed = next.trim();
    if (trimmed === title) return;
    const before = title;
    setTitle(trimmed);
    galleryService.updatePhoto(photo._id, { title: trimmed }).catch((e: unknown) => {
      setTitle(before);
      notifyError(getResponseError(e));
    });
  }

  const ready = photo.photo.status === 'finished';
  return (
    <PlainCard
      size="small"
      cover={<Picture photo={photo} />}
      bodyStyle={{ padding: token.paddingXS }}
      data-testid="photo-tile"
      data-photo-id={photo._id}
      data-status={photo.photo.status}
      data-cover={photo.isGalleryCover ? 'true' : 'false'}
    >
      <Flex vertical gap={6}>
        <Typography.Text
          editable={{ onChange: rename, maxLength: 200, triggerType: ['icon', 'text'], text: title }}
          type={title ? undefined : 'secondary'}
          style={{ margin: 0, overflowWrap: 'anywhere' }}
          data-testid="photo-title"
        >
          {title || 'Add a title'}
        </Typography.Text>
        <Flex gap={4} wrap justify="space-between" align="center">
          {photo.isGalleryCover ? (
            <Tag icon={<CheckCircleFilled />} color="success" style={{ marginInlineEnd: 0 }} data-testid="photo-cover">
              Cover
            </Tag>
          ) : (
            <Button
              size="small"
              disabled={busy || !ready}
              onClick={() => void run(() => galleryService.setCover(photo._id), COVER_SET)}
              data-testid="photo-set-cover"
            >
              Set as cover
            </Button>
          )}
          <Popconfirm
            title="Delete this photo?"
            okText="Delete"
            okButtonProps={{ danger: true, 'data-testid': 'photo-delete-confirm' }}
            onConfirm={() => run(() => galleryService.removePhoto(photo._id), PHOTO_DELETED)}
          >
            <Button size="small" danger type="text" icon={<DeleteOutlined />} disabled={busy} aria-label="Delete photo" data-testid="photo-delete" />
          </Popconfirm>
        </Flex>
      </Flex>
    </PlainCard>
  );
}
