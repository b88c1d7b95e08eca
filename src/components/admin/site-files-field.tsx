// The site's pictures (logo, dark-mode logo, favicon): each shown as it is now, replaced by an upload that the
// server resizes and saves at once (POST /admin/settings/files/:kind).
import { UploadOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row } from 'antd';
import { Typography } from '@/components/common/plain-typography';
import { useRef, useState } from 'react';
import type { SiteFileKind, SiteSettings } from '@/contracts/settings';
import { getResponseError, notifyError, notifySuccess } from '@/lib/notify';
import { settingsService } from '@/services/settings.api';

const FILES: { kind: SiteFileKind; setting: 'logoUrl' | 'darkmodeLogoUrl' | 'favicon'; label: string; hint: string; dark?: boolean }[] = [
  { kind: 'logo', setting: 'logoUrl', label: 'Logo', hint: 'Shown in the header; up to 800 × 240 px is kept.' },
  { kind: 'darkmodeLogo', setting: 'darkmodeLogoUrl', label: 'Dark-mode logo', hint: 'Shown on the dark theme.', dark: true },
  { kind: 'favicon', setting: 'favicon', label: 'Favicon', hint: 'The tab icon, made 64 × 64 px.' },
];

function SiteFile({ file, url, onSaved }: { file: (typeof FILES)[number]; url: string; onSaved: (settings: SiteSettings) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);

  // Back to the built-in picture: the setting emptied (the uploaded file stays in storage, as other uploads do).
  async function remove() {
    setSending(true);
    try {
      const res = await settingsService.adminUpdate({ [file.setting]: '' });
      onSaved(res.data);
      notifySuccess(`${file.label} removed`);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSending(false);
    }
  }

  async function send(picked: File | undefined) {
    if (!picked) return;
    setSending(true);
    try {
      const res = await settingsService.uploadFile(file.kind, picked);
      onSaved(res.data.settings);
      notifySuccess(`${file.label} saved`);
    } catch (e) {
      notifyError(getResponseError(e));
    } finally {
      setSending(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Col xs={24} md={8}>
      <Flex vertical gap={8} data-testid={`admin-settings-file-${file.kind}`}>
        <Typography.Text strong>{file.label}</Typography.Text>
        <Flex
          align="center"
          justify="center"
          style={{ height: 96, borderRadius: 8, border: '1px dashed rgba(128,128,128,0.5)', background: file.dark ? '#141414' : 'transparent', overflow: 'hidden' }}
        >
          {url ? (
            // The admin's own upload from storage (the address may be another host, a bucket or a CDN).
            <img src={url} alt={`Current ${file.label.toLowerCase()}`} style={{ maxWidth: '100%', maxHeight: 88 }} data-testid={`admin-settings-file-${file.kind}-preview`} />
          ) : (
            <Typography.Text type="secondary">None yet</Typography.Text>
          )}
        </Flex>
        <Typography.Text type="secondary">{file.hint}</Typography.Text>
        <input ref={input} type="file" accept="image/png,image/jpeg,image/webp,image/gif,image/avif" hidden onChange={(e) => void send(e.target.files?.[0])} data-testid={`admin-settings-file-${file.kind}-input`} />
        <Flex gap={8} wrap>
          <Button icon={<UploadOutlined />} loading={sending} onClick={() => input.current?.click()} style={{ flex: '1 0 auto' }}>
            Upload {file.label.toLowerCase()}
          </Button>
          {url ? (
            <Button danger disabled={sending} onClick={() => void remove()} data-testid={`admin-settings-file-${file.kind}-remove`}>
              Remove
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Col>
  );
}

export function SiteFilesField({ saved, onSaved }: { saved: SiteSettings; onSaved: (settings: SiteSettings) => void }) {
  return (
    <Row gutter={[16, 16]}>
      {FILES.map((file) => (
        <SiteFile key={file.kind} file={file} url={saved[file.setting]} onSaved={onSaved} />
      ))}
    </Row>
  );
}
