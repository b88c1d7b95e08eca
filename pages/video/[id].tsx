// One video at /video/{id}, rendered on the server for the visitor (their session and address decide
// whether they may watch it); 404 when it is missing or not visible to them.
import { PageContainer } from '@/components/common/page-container';
import { loadVideo, videoHttpStatus, type VideoLoad } from '@/components/video/load-video';
import { VideoView } from '@/components/video/video-view';
import type { AppPage } from '@/lib/page';
import { visitorHeaders } from '@/services/performer.api';

export interface VideoPageProps {
  load: VideoLoad;
}

const VideoPage: AppPage<VideoPageProps> = ({ load }) => (
  <PageContainer maxWidth={960}>
    <VideoView load={load} />
  </PageContainer>
);

VideoPage.layout = 'primary';

VideoPage.getInitialProps = async (ctx) => {
  const raw = ctx.query.id;
  const load = await loadVideo(typeof raw === 'string' ? raw : '', visitorHeaders(ctx.req));
  if (ctx.res) ctx.res.statusCode = videoHttpStatus(load);
  return { load };
};

export default VideoPage;
