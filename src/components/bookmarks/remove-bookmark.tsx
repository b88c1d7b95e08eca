// "Remove" on a bookmarked item: unbookmarks it through `unbookmark`, then lets the list drop it.
import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { UNBOOKMARKED } from '@/components/profile/bookmark-button';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';

export function RemoveBookmark({ unbookmark, onRemoved }: { unbookmark: () => Promise<unknown>; onRemoved: () => void }) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await unbookmark();
      notifySuccess(UNBOOKMARKED);
      onRemoved();
    } catch (e) {
      notifyError(getResponseError(e));
      setBusy(false);
    }
  }
  return (
    <Button size="small" icon={<DeleteOutlined />} loading={busy} onClick={() => void remove()} data-testid="bookmark-remove">
      Remove
    </Button>
  );
}
