// Where the performer's video comes from: the browser's camera (recorded and sent over the socket), or
// streaming software such as OBS (sent over RTMP to the site, docs/live-video.md "OBS and other streaming
// software"). Streaming software feeds the site's own video pipeline, so it is not offered while the site
// carries its live video on Agora.
import { Segmented } from 'antd';

export type LiveSource = 'camera' | 'obs';

export function LiveSourceChoice({ value, onChange, disabled }: { value: LiveSource; onChange: (source: LiveSource) => void; disabled?: boolean }) {
  return (
    <Segmented<LiveSource>
      block
      value={value}
      onChange={onChange}
      disabled={disabled}
      options={[
        { value: 'camera', label: <span data-testid="go-live-source-camera">Camera</span> },
        { value: 'obs', label: <span data-testid="go-live-source-obs">OBS / streaming software</span> },
      ]}
      aria-label="Video source"
      data-testid="go-live-source"
    />
  );
}
