// The fan's subscriptions, with "Cancel renewal".
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { MySubscriptions } from '@/components/subscriptions/my-subscriptions';
import type { AppPage } from '@/lib/page';

const MySubscriptionPage: AppPage = () => <MySubscriptions />;
MySubscriptionPage.layout = 'primary';
MySubscriptionPage.authenticate = true;

export default withAntdTheme(MySubscriptionPage);
