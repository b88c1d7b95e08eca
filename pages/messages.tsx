// Private conversations between fans and performers (docs/product.md, "State and transitions").
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { MessagesPage } from '@/components/messages/messages-page';
import type { AppPage } from '@/lib/page';
import { withSlices } from '@/redux/with-slices';
import { messagingSlices } from '@/redux/page-slices/messaging';

const Messages: AppPage = () => <MessagesPage />;
Messages.layout = 'primary';
Messages.authenticate = true;

export default withAntdTheme(withSlices(Messages, messagingSlices));
