// A photo picker for the performer's ID documents: a real <input type=file> (so the browser's picker,
// drag-and-drop and automation all work) laid invisibly over an area styled like antd's Upload.Dragger,
// with a preview of the chosen image. Used as an antd Form control (value/onChange).
import { DeleteOutlined, IdcardOutlined } from '@ant-design/icons';
import { Button, Form, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface DocumentPickerProps {
  id?: string;
  value?: File | null;
  onChange?: (file: File | null) => void;
  title: string;
  hint: string;
  testId: string;
  icon?: ReactNode;
  disabled?: boolean;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function usePreviewUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export function DocumentPicker({ id, value, onChange, title, hint, testId, icon, disabled }: DocumentPickerProps) {
  const { token, cssVar } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const [focused, setFocused] = useState(false);
  const preview = usePreviewUrl(value);

  const borderColor = status === 'error' ? cssVar.colorError : active || focused ? cssVar.colorPrimary : cssVar.colorBorder;
  const remove = () => {
    onChange?.(null);
    // Lets the same file be chosen again after removing it.
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div
      className="fs-file-picker"
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      style={{
        border: `1px dashed ${borderColor}`,
        borderRadius: token.borderRadiusLG,
        background: cssVar.colorFillAlter,
        boxShadow: focused ? `0 0 0 2px ${cssVar.colorPrimaryBorder}` : undefined,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      {preview ? (
        <img className="fs-file-picker-preview" src={preview} alt={`Preview of ${title}`} style={{ borderRadius: token.borderRadius }} />
      ) : (
        <span aria-hidden style={{ width: 72, textAlign: 'center', fontSize: 32, color: cssVar.colorPrimary, flex: '0 0 auto' }}>
          {icon ?? <IdcardOutlined />}
        </span>
      )}
      <div className="fs-file-picker-text">
        <div style={{ color: cssVar.colorText, fontWeight: 500 }}>{value ? value.name : title}</div>
        <div style={{ color: cssVar.colorTextSecondary, fontSize: token.fontSizeSM }}>
          {value ? `${formatFileSize(value.size)} · click or drop to replace` : hint}
        </div>
      </div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        className="fs-file-picker-input"
        aria-label={title}
        data-testid={testId}
        disabled={disabled}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(e) => onChange?.(e.target.files?.[0] ?? null)}
      />
      {value && !disabled ? (
        <Button className="fs-file-picker-remove" type="text" danger icon={<DeleteOutlined />} aria-label={`Remove ${title}`} onClick={remove} />
      ) : null}
    </div>
  );
}

/** Form rules for a required image. */
export function documentRules(missingMessage: string) {
  return [
    {
      validator: async (_rule: unknown, value: unknown) => {
        if (!(value instanceof Blob)) throw new Error(missingMessage);
        if (!value.type.startsWith('image/')) throw new Error('Choose an image file (JPEG, PNG, WebP or HEIC).');
      },
    },
  ];
}
