// A file input behind a button, with a progress bar and a Cancel button while the file is sent. The input
// carries the test id (so a browser journey can set its files); the button, progress and cancel carry
// `<testId>-button`, `<testId>-progress` and `<testId>-cancel`.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { PlainProgress } from '@/components/common/plain-marks';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { notifyError } from '@/lib/notify';
import { useCancellableUpload, type UploadFn } from './use-upload';

export interface UploadButtonProps<T> {
  /** MIME types the server reads; the browser's picker is narrowed to them. */
  accept: readonly string[];
  wrongTypeMessage: string;
  upload: UploadFn<T>;
  onUploaded: (result: T) => void;
  /** The notice once the file is in, saying what happened ("Changes saved" only when the upload saved something); null for none. */
  doneMessage: string | null;
  label: string;
  /** Names the input for screen readers. */
  inputLabel: string;
  testId: string;
  icon?: ReactNode;
  disabled?: boolean;
}

export function UploadButton<T>({ accept, wrongTypeMessage, upload, onUploaded, doneMessage, label, inputLabel, testId, icon, disabled }: UploadButtonProps<T>) {
  const input = useRef<HTMLInputElement>(null);
  const { percent, start, cancel } = useCancellableUpload(upload, onUploaded, doneMessage);
  const uploading = percent !== null;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing lets the same file be picked again after a failure or a cancel.
    event.target.value = '';
    if (!file) return;
    if (file.type && !accept.includes(file.type)) {
      notifyError(wrongTypeMessage);
      return;
    }
    void start(file);
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept.join(',')}
        onChange={onChange}
        disabled={uploading || disabled}
        hidden
        aria-label={inputLabel}
        data-testid={testId}
      />
      {uploading ? (
        <Flex align="center" gap={8} style={{ width: '100%' }}>
          <PlainProgress percent={percent} aria-label={`${label}: progress`} style={{ flex: 1, margin: 0 }} data-testid={`${testId}-progress`} />
          <Button size="small" onClick={cancel} data-testid={`${testId}-cancel`}>
            Cancel
          </Button>
        </Flex>
      ) : (
        <div>
          <Button icon={icon ?? <UploadOutlined />} onClick={() => input.current?.click()} disabled={disabled} data-testid={`${testId}-button`}>
            {label}
          </Button>
        </div>
      )}
    </>
  );
}
