// Who subscribes to the logged-in performer.
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { SubscriberList } from '@/components/subscriptions/subscriber-list';
import type { AppPage } from '@/lib/page';

const MySubscriberPage: AppPage = () => <SubscriberList />;
MySubscriberPage.layout = 'primary';
MySubscriberPage.authenticate = true;
MySubscriberPage.onlyPerformer = true;

export default withAntdTheme(MySubscriberPage);
