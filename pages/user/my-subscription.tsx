// The fan's subscriptions, with "Cancel renewal" (spec §2 routes).
import { MySubscriptions } from '@/components/subscriptions/my-subscriptions';
import type { AppPage } from '@/lib/page';

const MySubscriptionPage: AppPage = () => <MySubscriptions />;
MySubscriptionPage.layout = 'primary';
MySubscriptionPage.authenticate = true;

export default MySubscriptionPage;
