// One video at /video/{id}, rendered on the server for the visitor (their session and address decide
// whether they may watch it); 404 when it is missing or not visible to them.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { itemPage, type ItemPageProps } from '@/components/common/item-page';
import { loadVideo, videoHttpStatus, type VideoLoad } from '@/components/video/load-video';
import { VideoView } from '@/components/video/video-view';

export type VideoPageProps = ItemPageProps<VideoLoad>;

export default withAntdTheme(itemPage<VideoLoad>({ maxWidth: 960, View: VideoView, load: loadVideo, httpStatus: videoHttpStatus }));
