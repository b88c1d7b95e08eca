// Writing a message: text (Enter sends, Shift+Enter starts a new line), emoji, photos and videos uploaded at
// once with progress and cancel, and for performers a price that makes the media pay-per-view. A failed
// send keeps what was written and shows the reason underneath.
import { CloseOutlined, PictureOutlined, SendOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, InputNumber, Progress, Switch, Tag, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_FILES, MAX_MESSAGE_LENGTH } from '@/contracts/list-values';
import type { SendMessageBody } from '@/contracts/messages';
import { amountProblem } from '@/components/wallet/wallet-money';
import { notifyError } from '@/lib/notify';
import { EmojiPicker } from './emoji-picker';
import { PHOTO_TYPES, VIDEO_TYPES, messageUploaders } from './message-uploaders';
import { useMessageUpload, type MessageUploadKind, type MessageUploaders } from './use-message-upload';

const MAX_PRICE = 1_000_000;
const ACCEPT: Record<MessageUploadKind, string[]> = { photo: PHOTO_TYPES, video: VIDEO_TYPES };
const WRONG_TYPE: Record<MessageUploadKind, string> = {
  photo: 'Choose a JPEG, PNG, WebP, AVIF, GIF or HEIC picture.',
  video: 'Choose an MP4, WebM, MOV or MKV video.',
};

export interface ComposerSendState {
  sending: boolean;
  success: boolean;
  error: string | null;
}

export interface MessageComposerProps {
  isPerformer: boolean;
  sendState: ComposerSendState;
  onSend: (body: SendMessageBody) => void;
  uploaders?: MessageUploaders;
}

export function MessageComposer({ isPerformer, sendState, onSend, uploaders = messageUploaders }: MessageComposerProps) {
  const { token, cssVar } = theme.useToken();
  const [text, setText] = useState('');
  const [priced, setPriced] = useState(false);
  const [price, setPrice] = useState<number | null>(null);
  const [priceProblem, setPriceProblem] = useState<string | null>(null);
  const textArea = useRef<TextAreaRef>(null);
  const inputs = { photo: useRef<HTMLInputElement>(null), video: useRef<HTMLInputElement>(null) };
  const upload = useMessageUpload(uploaders);
  /** What the send in flight carried (its text as typed and its files), or null when none is. */
  const inFlight = useRef<{ text: string; fileIds: string[] } | null>(null);
  const { sending, success, error } = sendState;
  const { remove: removeAttachment } = upload;

  // Only the send this composer started clears it, and only once the server took the message. It clears what
  // that message carried, not what was typed or attached meanwhile: a quick writer's next message stays.
  useEffect(() => {
    const sent = inFlight.current;
    if (!sent || sending) return;
    inFlight.current = null;
    if (!success) return;
    setText((now) => (now === sent.text ? '' : now));
    setPriced(false);
    setPrice(null);
    sent.fileIds.forEach(removeAttachment);
  }, [sending, success, removeAttachment]);

  const hasMedia = upload.attachments.length > 0;
  const showPrice = isPerformer && hasMedia;
  const canSend = !sending && !upload.uploading && (text.trim().length > 0 || hasMedia);

  function send() {
    if (!canSend) return;
    let body: SendMessageBody = { text: text.trim(), fileIds: upload.attachments.map((a) => a.file._id) };
    if (showPrice && priced) {
      const problem = amountProblem(price, 0.01, MAX_PRICE, 'The price');
      setPriceProblem(problem);
      if (problem || price === null) return;
      body = { ...body, price };
    }
    inFlight.current = { text, fileIds: body.fileIds ?? [] };
    onSend(body);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  }

  function insertEmoji(emoji: string) {
    const el = textArea.current?.resizableTextArea?.textArea;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  }

  const onFile = (kind: MessageUploadKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing lets the same file be picked again after a failure or a cancel.
    event.target.value = '';
    if (!file) return;
    if (file.type && !ACCEPT[kind].includes(file.type)) return notifyError(WRONG_TYPE[kind]);
    void upload.start(kind, file);
  };

  const full = upload.attachments.length >= MAX_MESSAGE_FILES;
  const attachButton = (kind: MessageUploadKind) => (
    <>
      <input ref={inputs[kind]} type="file" accept={ACCEPT[kind].join(',')} hidden onChange={onFile(kind)} aria-label={`Attach a ${kind}`} data-testid={`composer-${kind}`} />
      <Button
        type="text"
        icon={kind === 'photo' ? <PictureOutlined /> : <VideoCameraOutlined />}
        aria-label={`Attach a ${kind}`}
        disabled={upload.uploading || full}
        onClick={() => inputs[kind].current?.click()}
        data-testid={`composer-${kind}-button`}
      />
    </>
  );

  return (
    <Flex vertical gap={token.marginXS} style={{ padding: token.paddingSM, borderTop: `1px solid ${cssVar.colorBorderSecondary}` }} data-testid="composer">
      {hasMedia ? (
        <Flex gap={6} wrap data-testid="composer-attachments">
          {upload.attachments.map((a) => (
            <Tag key={a.file._id} closable closeIcon={<CloseOutlined aria-label={`Remove ${a.name}`} />} onClose={() => upload.remove(a.file._id)} data-testid="composer-attachment">
              {a.kind === 'photo' ? <PictureOutlined /> : <VideoCameraOutlined />} {a.name}
            </Tag>
          ))}
        </Flex>
      ) : null}
      {upload.uploading ? (
        <Flex align="center" gap={8}>
          <Progress percent={upload.percent ?? 0} size="small" style={{ flex: 1, margin: 0 }} data-testid="composer-upload-progress" />
          <Button size="small" onClick={upload.cancel} data-testid="composer-upload-cancel">
            Cancel
          </Button>
        </Flex>
      ) : null}
      {showPrice ? (
        <Flex align="center" gap={8} wrap>
          <Switch checked={priced} onChange={setPriced} aria-label="Set a price" data-testid="composer-price-toggle" />
          <Typography.Text>Set a price</Typography.Text>
          {priced ? (
            <InputNumber
              min={0.01}
              max={MAX_PRICE}
              step={1}
              precision={2}
              prefix="$"
              value={price}
              onChange={(v) => setPrice(v)}
              aria-label="Price to unlock"
              status={priceProblem ? 'error' : undefined}
              style={{ width: 140 }}
              data-testid="composer-price"
            />
          ) : null}
          {priced && priceProblem ? <Typography.Text type="danger">{priceProblem}</Typography.Text> : null}
        </Flex>
      ) : null}
      <Flex align="flex-end" gap={4}>
        <EmojiPicker onPick={insertEmoji} disabled={sending} />
        {attachButton('photo')}
        {attachButton('video')}
        <Input.TextArea
          ref={textArea}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          autoSize={{ minRows: 1, maxRows: 5 }}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder="Write a message"
          aria-label="Message"
          style={{ flex: 1 }}
          data-testid="composer-input"
        />
        <Button type="primary" icon={<SendOutlined />} onClick={send} disabled={!canSend} loading={sending} aria-label="Send" data-testid="composer-send" />
      </Flex>
      {error ? <Alert type="error" showIcon title={error} data-testid="composer-error" /> : null}
    </Flex>
  );
}
