// The performer's videos: upload with progress and cancel, follow their processing, edit and delete.
import { MyVideos } from '@/components/video/my-videos';
import type { AppPage } from '@/lib/page';

const MyVideoPage: AppPage = () => <MyVideos />;
MyVideoPage.layout = 'primary';
MyVideoPage.authenticate = true;
MyVideoPage.onlyPerformer = true;

export default MyVideoPage;
