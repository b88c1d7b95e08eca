// Writing a comment or a reply: the text (up to COMMENT_MAX_LENGTH) and an optional picture. The text is
// posted first; the picture then goes to /comments/{id} with its progress and a Cancel (the comment stays
// without it). The server's refusal (e.g. 403 for an item the viewer may not see) is shown as it says.
import { CloseOutlined, PictureOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { PlainProgress } from '@/components/common/plain-marks';
import type { Comment, CommentObjectType } from '@/contracts/comments';
import { COMMENT_MAX_LENGTH } from '@/contracts/plain-values';
import { contractOnDemand } from '@/components/common/schemas-on-demand';
import { getResponseError, notifyError } from '@/lib/notify';
import { isCancelled } from '@/lib/request';
import { commentService } from '@/services/comment.api';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/heic'];
export const PHOTO_WRONG_TYPE = 'Choose a JPEG, PNG, WebP, AVIF, GIF or HEIC picture.';

// The comment's rules are checked when one is sent, so an item's page does not load zod with its comments.
const commentsContract = contractOnDemand(() => import('@/contracts/comments'));

export interface CommentComposerProps {
  objectType: CommentObjectType;
  objectId: string;
  /** The comment this one replies to. */
  parentId?: string;
  /** The new comment, as soon as its text is saved. */
  onPosted: (comment: Comment) => void;
  /** The same comment again once its picture is attached. */
  onUpdated: (comment: Comment) => void;
  /** Prefix of the test ids: `${testId}-input`, `${testId}-submit`, `${testId}-photo-progress`, ... */
  testId: string;
  placeholder?: string;
}

export function CommentComposer({ objectType, objectId, parentId, onPosted, onUpdated, testId, placeholder }: CommentComposerProps) {
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  // Leaving the page stops sending the picture.
  useEffect(() => () => upload.current?.abort(), []);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type && !PHOTO_TYPES.includes(file.type)) notifyError(PHOTO_WRONG_TYPE);
    else setPhoto(file);
  }

  async function attach(comment: Comment, file: File) {
    const abort = new AbortController();
    upload.current = abort;
    setPercent(0);
    try {
      onUpdated((await commentService.attachPhoto(comment._id, file, { onProgress: setPercent, signal: abort.signal })).data);
    } catch (e) {
      if (!isCancelled(e) && !abort.signal.aborted) notifyError(getResponseError(e));
    } finally {
      if (upload.current === abort) upload.current = null;
      setPercent(null);
    }
  }

  async function send() {
    setSending(true);
    try {
      // Fetched on the first comment (once); a failed fetch says so and sends nothing.
      const rules = await commentsContract.load().catch((e: Error) => {
        notifyError(e.message);
        return null;
      });
      if (!rules) return;
      const checked = rules.createCommentBody.shape.content.safeParse(text);
      if (!checked.success) {
        notifyError(checked.error.issues[0]?.message ?? 'Write something first');
        return;
      }
      const { data } = await commentService.create({ objectType, objectId, content: checked.data, ...(parentId ? { parentId } : {}) });
      setText('');
      const file = photo;
      setPhoto(null);
      onPosted(data);
      if (file) await attach(data, file);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSending(false);
    }
  }

  const busy = sending || percent !== null;
  return (
    <Flex vertical gap={8} data-testid={`${testId}-composer`}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: parentId ? 1 : 2, maxRows: 8 }}
        maxLength={COMMENT_MAX_LENGTH}
        showCount
        placeholder={placeholder ?? 'Write a comment'}
        aria-label={parentId ? 'Your reply' : 'Your comment'}
        disabled={busy}
        data-testid={`${testId}-input`}
      />
      {percent !== null ? (
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary" style={{ flex: 'none' }}>
            Picture
          </Typography.Text>
          <div style={{ flex: 1, minWidth: 0 }} data-testid={`${testId}-photo-progress`}>
            <PlainProgress percent={percent} style={{ margin: 0 }} aria-label="Sending the picture" />
          </div>
          <Button size="small" onClick={() => upload.current?.abort()} data-testid={`${testId}-photo-cancel`}>
            Cancel
          </Button>
        </Flex>
      ) : null}
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 12 }}>
        <Flex align="center" gap={4} style={{ minWidth: 0 }}>
          <input ref={picker} type="file" accept={PHOTO_TYPES.join(',')} hidden style={{ display: 'none' }} onChange={pick} aria-label="Picture for the comment" data-testid={`${testId}-photo`} />
          {photo ? (
            <>
              <Typography.Text ellipsis style={{ maxWidth: 160 }} data-testid={`${testId}-photo-name`}>
                {photo.name}
              </Typography.Text>
              <Button size="small" type="text" icon={<CloseOutlined />} aria-label="Remove the picture" onClick={() => setPhoto(null)} disabled={busy} />
            </>
          ) : (
            <Button size="small" icon={<PictureOutlined />} onClick={() => picker.current?.click()} disabled={busy} data-testid={`${testId}-photo-button`}>
              Picture
            </Button>
          )}
        </Flex>
        <Button type="primary" icon={<SendOutlined />} onClick={() => void send()} loading={sending} disabled={busy || !text.trim()} data-testid={`${testId}-submit`}>
          {parentId ? 'Reply' : 'Comment'}
        </Button>
      </Flex>
    </Flex>
  );
}
