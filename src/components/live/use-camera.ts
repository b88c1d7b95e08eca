// The performer's camera and microphone: asks the browser for them, lists the devices to choose from (their
// names are known only once access was granted), switches between them, and lets them go when the page
// closes. Errors become a sentence saying what to do.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface DeviceChoice {
  deviceId: string;
  label: string;
}

export interface Camera {
  stream: MediaStream | null;
  cameras: DeviceChoice[];
  microphones: DeviceChoice[];
  cameraId: string | undefined;
  microphoneId: string | undefined;
  /** Access is being asked for, or a device is being switched to. */
  opening: boolean;
  error: string | null;
  chooseCamera(deviceId: string): void;
  chooseMicrophone(deviceId: string): void;
  /** Asks again (after the performer allowed access in the browser's settings). */
  retry(): void;
}

export const CAMERA_UNAVAILABLE = 'This browser cannot use a camera on this page. Open the site over HTTPS in a current browser.';

/** What to tell the performer when the browser refused the devices. */
export function cameraErrorMessage(error: unknown): string {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Allow the camera and microphone for this site in your browser, then try again.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No camera or microphone was found. Connect one, then try again.';
    case 'NotReadableError':
    case 'AbortError':
      return 'The camera or microphone is in use by another application. Close it, then try again.';
    default:
      return 'Could not open the camera and microphone. Check them, then try again.';
  }
}

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

function choices(devices: MediaDeviceInfo[], kind: MediaDeviceKind, noun: string): DeviceChoice[] {
  return devices.filter((d) => d.kind === kind && d.deviceId).map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${noun} ${i + 1}` }));
}

/**
 * `locked`: the stream is being broadcast; devices cannot change under a running recording. `enabled` (default
 * true): false leaves the devices alone (nothing asked for, a stream already open let go), as when the video
 * comes from streaming software instead.
 */
export function useCamera({ locked = false, enabled = true }: { locked?: boolean; enabled?: boolean } = {}): Camera {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameras, setCameras] = useState<DeviceChoice[]>([]);
  const [microphones, setMicrophones] = useState<DeviceChoice[]>([]);
  const [cameraId, setCameraId] = useState<string | undefined>();
  const [microphoneId, setMicrophoneId] = useState<string | undefined>();
  const [opening, setOpening] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<MediaStream | null>(null);
  const mounted = useRef(true);
  const request = useRef(0);

  const open = useCallback(async (wanted: { cameraId?: string; microphoneId?: string }) => {
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setError(CAMERA_UNAVAILABLE);
      setOpening(false);
      return;
    }
    const mine = ++request.current;
    setOpening(true);
    setError(null);
    try {
      const next = await media.getUserMedia({
        video: {
          ...(wanted.cameraId ? { deviceId: { exact: wanted.cameraId } } : {}),
          width: { ideal: 1280 },
          height: { ideal: 720 },
          frameRate: { ideal: 30 },
        },
        audio: wanted.microphoneId ? { deviceId: { exact: wanted.microphoneId } } : true,
      });
      if (!mounted.current || mine !== request.current) {
        stopTracks(next);
        return;
      }
      stopTracks(current.current);
      current.current = next;
      setStream(next);
      setCameraId(next.getVideoTracks()[0]?.getSettings?.().deviceId ?? wanted.cameraId);
      setMicrophoneId(next.getAudioTracks()[0]?.getSettings?.().deviceId ?? wanted.microphoneId);
      const devices = await media.enumerateDevices();
      if (!mounted.current) return;
      setCameras(choices(devices, 'videoinput', 'Camera'));
      setMicrophones(choices(devices, 'audioinput', 'Microphone'));
    } catch (e) {
      if (mounted.current && mine === request.current) setError(cameraErrorMessage(e));
    } finally {
      if (mounted.current && mine === request.current) setOpening(false);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    mounted.current = true;
    void open({});
    return () => {
      mounted.current = false;
      stopTracks(current.current);
      current.current = null;
      setStream(null);
      setOpening(false);
      setError(null);
    };
  }, [open, enabled]);

  return {
    stream,
    cameras,
    microphones,
    cameraId,
    microphoneId,
    opening,
    error,
    chooseCamera: (deviceId) => {
      if (!locked && deviceId !== cameraId) void open({ cameraId: deviceId, microphoneId });
    },
    chooseMicrophone: (deviceId) => {
      if (!locked && deviceId !== microphoneId) void open({ cameraId, microphoneId: deviceId });
    },
    retry: () => void open({ cameraId, microphoneId }),
  };
}
