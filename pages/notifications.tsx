// The logged-in user's notifications (fans, performers and admins alike).
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { NotificationsPage } from '@/components/notifications/notifications-page';
import type { AppPage } from '@/lib/page';

const Notifications: AppPage = () => <NotificationsPage />;
Notifications.layout = 'primary';
Notifications.authenticate = true;

export default withAntdTheme(Notifications);
