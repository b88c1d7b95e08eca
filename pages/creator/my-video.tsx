// The performer's videos: upload with progress and cancel, follow their processing, edit and delete.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { MyVideos } from '@/components/video/my-videos';
import type { AppPage } from '@/lib/page';

const MyVideoPage: AppPage = () => <MyVideos />;
MyVideoPage.layout = 'primary';
MyVideoPage.authenticate = true;
MyVideoPage.onlyPerformer = true;

export default withAntdTheme(MyVideoPage);
