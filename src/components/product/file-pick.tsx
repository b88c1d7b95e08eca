// Chooses one file to send with the product form (it is uploaded when the form is saved, with progress):
// a button over a hidden input, the chosen file's name (and a preview for pictures) and a way to drop it.
// The input carries the test id so a browser journey can set its files.
import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { notifyError } from '@/lib/notify';

export interface FilePickProps {
  /** The picker's filter: MIME types or extensions, as an input's accept attribute takes them. */
  accept: string;
  /** Checked when a file is chosen (the server checks the bytes again). */
  isAccepted: (file: File) => boolean;
  wrongTypeMessage: string;
  file: File | null;
  onChange: (file: File | null) => void;
  label: string;
  inputLabel: string;
  testId: string;
  /** Show a preview of a chosen picture. */
  preview?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
}

function usePreview(file: File | null, enabled: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !enabled || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file, enabled]);
  return url;
}

export function FilePick({ accept, isAccepted, wrongTypeMessage, file, onChange, label, inputLabel, testId, preview = false, disabled, icon }: FilePickProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = usePreview(file, preview);

  function picked(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    // Clearing lets the same file be chosen again after it was dropped.
    event.target.value = '';
    if (!chosen) return;
    if (!isAccepted(chosen)) return notifyError(wrongTypeMessage);
    onChange(chosen);
  }

  return (
    <Flex vertical gap={8} align="flex-start" style={{ minWidth: 0, maxWidth: '100%' }}>
      <input ref={input} type="file" hidden accept={accept} onChange={picked} disabled={disabled} aria-label={inputLabel} data-testid={testId} />
      <Button icon={icon ?? <PaperClipOutlined />} onClick={() => input.current?.click()} disabled={disabled} data-testid={`${testId}-button`}>
        {label}
      </Button>
      {file ? (
        <Flex gap={8} align="center" style={{ minWidth: 0, maxWidth: '100%' }} data-testid={`${testId}-chosen`}>
          {previewUrl ? (
            <img src={previewUrl} alt="" style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: token.borderRadiusSM, flex: 'none' }} />
          ) : null}
          <Typography.Text ellipsis style={{ minWidth: 0 }}>
            {file.name}
          </Typography.Text>
          <Button size="small" type="text" icon={<CloseOutlined />} aria-label={`Remove ${file.name}`} onClick={() => onChange(null)} disabled={disabled} />
        </Flex>
      ) : null}
    </Flex>
  );
}
