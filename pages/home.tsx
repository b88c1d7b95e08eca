// Where fans with a complete account land after logging in.
import { HomeDashboard } from '@/components/home/home-dashboard';
import type { AppPage } from '@/lib/page';

const HomePage: AppPage = () => <HomeDashboard />;
HomePage.layout = 'home';
HomePage.authenticate = true;

export default HomePage;
