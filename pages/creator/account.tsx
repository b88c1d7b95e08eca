// A performer's account: basic info with bio, password and verification state (spec §2: where performers
// without an email or username land).
import { AccountPage } from '@/components/account/account-page';
import type { AppPage } from '@/lib/page';

const CreatorAccountPage: AppPage = () => <AccountPage source="performer" />;
CreatorAccountPage.layout = 'primary';
CreatorAccountPage.authenticate = true;
CreatorAccountPage.onlyPerformer = true;

export default CreatorAccountPage;
