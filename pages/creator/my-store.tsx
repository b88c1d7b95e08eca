// The performer's store: their products, added and edited with a picture and (digital) a file to sell.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { MyStore } from '@/components/product/my-store';
import type { AppPage } from '@/lib/page';

const MyStorePage: AppPage = () => <MyStore />;
MyStorePage.layout = 'primary';
MyStorePage.authenticate = true;
MyStorePage.onlyPerformer = true;

export default withAntdTheme(MyStorePage);
