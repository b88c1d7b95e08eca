// One file of the video form: a button opening the picker (narrowed to the types the server reads), the
// chosen file's name and a way to clear it. The input carries the test id so a journey can set its files;
// it is hidden by style too, since antd's form styles show every file input.
import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useRef, type ChangeEvent, type ReactNode } from 'react';
import { notifyError } from '@/lib/notify';

export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-matroska'];
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/heic'];
export const VIDEO_WRONG_TYPE = 'Choose an MP4, WebM, MOV or MKV video.';
export const IMAGE_WRONG_TYPE = 'Choose a JPEG, PNG, WebP, AVIF, GIF or HEIC picture.';

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export interface VideoFileFieldProps {
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  accept: readonly string[];
  wrongType: string;
  label: string;
  testId: string;
  disabled?: boolean;
  icon?: ReactNode;
}

export function VideoFileField({ value, onChange, accept, wrongType, label, testId, disabled, icon }: VideoFileFieldProps) {
  const input = useRef<HTMLInputElement>(null);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Clearing lets the same file be picked again.
    event.target.value = '';
    if (!file) return;
    if (file.type && !accept.includes(file.type)) notifyError(wrongType);
    else onChange(file);
  }

  return (
    <Flex align="center" gap={8} wrap style={{ minWidth: 0 }}>
      <input ref={input} type="file" accept={accept.join(',')} hidden style={{ display: 'none' }} onChange={pick} disabled={disabled} aria-label={label} data-testid={testId} />
      <Button icon={icon ?? <UploadOutlined />} onClick={() => input.current?.click()} disabled={disabled} data-testid={`${testId}-button`}>
        {value ? 'Choose another' : label}
      </Button>
      {value ? (
        <Flex align="center" gap={4} style={{ minWidth: 0 }}>
          <Typography.Text ellipsis style={{ maxWidth: 180 }} data-testid={`${testId}-name`}>
            {value.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ flex: 'none' }}>
            {sizeOf(value.size)}
          </Typography.Text>
          <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`Clear ${label.toLowerCase()}`} onClick={() => onChange(null)} disabled={disabled} />
        </Flex>
      ) : null}
    </Flex>
  );
}
