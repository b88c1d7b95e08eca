// The performer's galleries: create and edit them, and upload their photos, choose each cover and delete.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { MyGalleries } from '@/components/gallery/my-galleries';
import type { AppPage } from '@/lib/page';

const MyGalleryPage: AppPage = () => <MyGalleries />;
MyGalleryPage.layout = 'primary';
MyGalleryPage.authenticate = true;
MyGalleryPage.onlyPerformer = true;

export default withAntdTheme(MyGalleryPage);
