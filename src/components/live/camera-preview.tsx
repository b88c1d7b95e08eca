// The performer's camera on the Go live page: the preview (mirrored, muted), the camera and microphone to
// choose, and what is wrong with them when the browser refused or cannot record.
import { AudioOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select, Spin, theme } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { RECORDING_UNSUPPORTED } from './live-publisher';
import type { Camera } from './use-camera';

export function CameraPreview({ camera, overlay }: { camera: Camera; overlay?: ReactNode }) {
  const { token } = theme.useToken();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = camera.stream;
  }, [camera.stream]);
  return (
    <div
      style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', background: '#000', borderRadius: token.borderRadiusLG, overflow: 'hidden' }}
      data-testid="go-live-preview"
    >
      {/* Muted: the performer hears themselves otherwise. Mirrored like a mirror; viewers get it the right way round. */}
      <video ref={video} autoPlay muted playsInline style={{ width: '100%', height: '100%', objectFit: 'contain', transform: 'scaleX(-1)' }} />
      {camera.opening ? (
        <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
          <Spin />
        </Flex>
      ) : null}
      {overlay}
    </div>
  );
}

interface DevicePickerProps {
  camera: Camera;
  disabled: boolean;
  /** The width each list starts from before the row wraps. */
  basis: string;
  /** `go-live` gives go-live-camera and go-live-microphone. */
  testIdPrefix: string;
}

/** The camera and microphone lists, side by side. */
export function DevicePicker({ camera, disabled, basis, testIdPrefix }: DevicePickerProps) {
  const lists = [
    { kind: 'camera', label: 'Camera', value: camera.cameraId, devices: camera.cameras, choose: camera.chooseCamera, icon: <VideoCameraOutlined /> },
    { kind: 'microphone', label: 'Microphone', value: camera.microphoneId, devices: camera.microphones, choose: camera.chooseMicrophone, icon: <AudioOutlined /> },
  ];
  return (
    <Flex gap={8} wrap>
      {lists.map((list) => (
        <Select
          key={list.kind}
          style={{ flex: `1 1 ${basis}`, minWidth: 0 }}
          value={list.value}
          onChange={list.choose}
          options={list.devices.map((d) => ({ value: d.deviceId, label: d.label }))}
          placeholder={list.label}
          suffixIcon={list.icon}
          disabled={disabled || list.devices.length === 0}
          aria-label={list.label}
          data-testid={`${testIdPrefix}-${list.kind}`}
        />
      ))}
    </Flex>
  );
}

export function CameraSetup({ camera, canRecord }: { camera: Camera; canRecord: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginSM}>
      <CameraPreview camera={camera} />
      <DevicePicker camera={camera} disabled={camera.opening} basis="200px" testIdPrefix="go-live" />
      {camera.error ? (
        <Alert
          type="warning"
          showIcon
          title={camera.error}
          action={
            <Button size="small" onClick={camera.retry} data-testid="go-live-camera-retry">
              Try again
            </Button>
          }
          data-testid="go-live-camera-error"
        />
      ) : null}
      {canRecord ? null : <Alert type="error" showIcon title={RECORDING_UNSUPPORTED} data-testid="go-live-unsupported" />}
    </Flex>
  );
}
