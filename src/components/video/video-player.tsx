// The film for a viewer: the player with the cover as poster when they may watch it, the locked view
// when they may not, and while the server still prepares the film, its progress (for the owner, who can
// follow it) or a note (for anyone else).
import { Alert, Flex, theme } from 'antd';
import type { Video } from '@/contracts/videos';
import { FILM_FAILED, VideoProcessing } from './video-processing';
import { VideoLocked } from './video-locked';

export function VideoPlayer({ video, isOwn, onReady }: { video: Video; isOwn: boolean; onReady: () => void }) {
  const { token, cssVar } = theme.useToken();
  if (video.isLocked) return <VideoLocked video={video} />;
  const film = video.video;
  if (!film) {
    return <Alert type="info" showIcon title="This video has no film" description="Upload the film again from My videos." data-testid="video-no-film" />;
  }
  if (film.status === 'error') return <Alert type="error" showIcon title={FILM_FAILED} data-testid="video-film-error" />;
  if (film.status !== 'finished' || !film.url) {
    return (
      <Flex vertical gap={8} align="flex-start" style={{ padding: token.padding, borderRadius: token.borderRadiusLG, background: cssVar.colorFillTertiary }}>
        <Alert type="info" showIcon title="This video is being prepared" description={isOwn ? 'It plays here as soon as it is ready.' : 'Check back in a moment.'} />
        {isOwn ? <VideoProcessing video={video} onDone={onReady} /> : null}
      </Flex>
    );
  }
  return (
    <video
      // A new address (the signed link renewed) loads afresh.
      key={film.url}
      src={film.url}
      poster={video.thumbnail.url}
      controls
      playsInline
      preload="metadata"
      style={{ width: '100%', maxHeight: '70vh', display: 'block', borderRadius: token.borderRadiusLG, background: cssVar.colorBgLayout }}
      data-testid="video-player"
    />
  );
}
