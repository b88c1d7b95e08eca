// What a performer pastes into OBS (or any streaming software that speaks RTMP): the server address with a copy
// button, their stream key shown as its last four characters, and "Generate a new key", after which the whole
// key is shown this once with a copy button. The settings OBS needs are listed below. Self-contained: it reads
// and changes the key through the API itself.
import { KeyOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Skeleton, Typography, theme } from 'antd';
import { useState } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import type { NewStreamKey } from '@/contracts/stream-ingest';
import { useResource } from '@/hooks/use-resource';
import { errorMessageOr, notifyError } from '@/lib/notify';
import { streamIngestService } from '@/services/stream-ingest.api';

export const INGEST_LOAD_FAILED = 'Could not load your streaming software settings, please try again';
export const NEW_KEY_FAILED = 'Could not make a new stream key, please try again';

/** A key as the performer recognises it without it being shown: its last four characters. */
export const maskedKey = (lastFour: string) => `••••${lastFour}`;

function ObsSettings() {
  return (
    <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} data-testid="obs-instructions">
      In OBS: <Typography.Text strong>Settings → Stream</Typography.Text>, Service <Typography.Text strong>Custom…</Typography.Text>, then paste
      the server and the stream key. Under <Typography.Text strong>Settings → Output</Typography.Text> (Output Mode: Advanced): encoder x264,
      rate control CBR at 2500–4500 Kbps, keyframe interval 1 s (viewers then lag about 3 s behind; 2 s works too, with a few seconds more),
      and AAC sound at 128–160 kbps. Go live here first, then press <Typography.Text strong>Start Streaming</Typography.Text> in OBS.
    </Typography.Paragraph>
  );
}

export function ObsIngestPanel() {
  const { token } = theme.useToken();
  const { value: info, error: loadError, reload, set: setInfo } = useResource(() => streamIngestService.info(), 'ingest', { errorText: INGEST_LOAD_FAILED });
  const [making, setMaking] = useState(false);
  const [fresh, setFresh] = useState<NewStreamKey | null>(null);

  async function makeKey() {
    setMaking(true);
    try {
      const { data } = await streamIngestService.newKey();
      setFresh(data);
      setInfo({ enabled: data.enabled, serverUrl: data.serverUrl, hasKey: true, createdAt: data.createdAt, lastFour: data.lastFour });
    } catch (e) {
      notifyError(errorMessageOr(e, NEW_KEY_FAILED));
    } finally {
      setMaking(false);
    }
  }

  let body;
  if (loadError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={loadError}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void reload()} data-testid="obs-retry">
            Try again
          </Button>
        }
        data-testid="obs-load-error"
      />
    );
  } else if (!info) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (!info.enabled || !info.serverUrl) {
    body = <Alert type="info" showIcon title="This site does not take broadcasts from streaming software. Go live with your camera instead." data-testid="obs-off" />;
  } else {
    const generate = (
      <Button icon={<KeyOutlined />} loading={making} onClick={info.hasKey ? undefined : () => void makeKey()} data-testid="obs-new-key">
        Generate a new key
      </Button>
    );
    body = (
      <Flex vertical gap={token.marginSM}>
        <div>
          <Typography.Text type="secondary">Server</Typography.Text>
          <Typography.Paragraph code copyable={{ text: info.serverUrl }} style={{ marginBottom: 0, overflowWrap: 'anywhere' }} data-testid="obs-server-url">
            {info.serverUrl}
          </Typography.Paragraph>
        </div>
        <div>
          <Typography.Text type="secondary">Stream key</Typography.Text>
          <Flex align="center" gap={8} wrap>
            <Typography.Text code data-testid="obs-key">
              {info.hasKey && info.lastFour ? maskedKey(info.lastFour) : 'No key yet'}
            </Typography.Text>
            {info.createdAt ? (
              <Typography.Text type="secondary" data-testid="obs-key-date">
                made {new Date(info.createdAt).toLocaleDateString()}
              </Typography.Text>
            ) : null}
          </Flex>
        </div>
        {fresh ? (
          <Alert
            type="warning"
            showIcon
            title="Copy your new stream key now: it will not be shown again."
            description={
              <Typography.Paragraph code copyable={{ text: fresh.key }} style={{ marginBottom: 0, overflowWrap: 'anywhere' }} data-testid="obs-fresh-key">
                {fresh.key}
              </Typography.Paragraph>
            }
            action={
              <Button size="small" onClick={() => setFresh(null)} data-testid="obs-fresh-done">
                Done
              </Button>
            }
            data-testid="obs-fresh"
          />
        ) : null}
        <Flex>
          {info.hasKey ? (
            <Popconfirm
              title="Make a new stream key?"
              description="Your current key stops working at once, and a broadcast using it stops."
              okText="Make a new key"
              okButtonProps={{ 'data-testid': 'obs-new-key-confirm' }}
              onConfirm={() => makeKey()}
            >
              {generate}
            </Popconfirm>
          ) : (
            generate
          )}
        </Flex>
        <ObsSettings />
      </Flex>
    );
  }

  return (
    <PlainCard size="small" title="OBS / streaming software" data-testid="obs-ingest-panel">
      {body}
    </PlainCard>
  );
}
