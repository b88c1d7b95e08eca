// The users a performer blocked, and blocking someone new (docs/business-rules.md "Safety").
import { withAntdTheme } from '@/components/app/with-antd-theme';
import { BlacklistPage } from '@/components/creator/blacklist-page';
import type { AppPage } from '@/lib/page';

const CreatorBlacklistPage: AppPage = () => <BlacklistPage />;
CreatorBlacklistPage.layout = 'primary';
CreatorBlacklistPage.authenticate = true;
CreatorBlacklistPage.onlyPerformer = true;

export default withAntdTheme(CreatorBlacklistPage);
