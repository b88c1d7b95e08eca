// Where fans with a complete account land after logging in: their feed first. Who is live, the suggestions and
// the first page of the timeline are read with the page, so the server renders them and nothing moves once it
// shows. Nothing on its first screen draws with antd, so the page carries no antd theme (a performer's
// verification state brings its own, home/performer-verification.tsx).
import { HomeDashboard } from '@/components/home/home-dashboard';
import { loadHomeStart, type HomeStart } from '@/components/home/load-home';
import type { AppPage } from '@/lib/page';
import { visitorHeaders } from '@/services/performer.api';

export interface HomePageProps {
  start: HomeStart;
}

const HomePage: AppPage<HomePageProps> = ({ start }) => <HomeDashboard start={start} />;
HomePage.layout = 'home';
HomePage.authenticate = true;

HomePage.getInitialProps = async (ctx) => ({ start: await loadHomeStart(visitorHeaders(ctx.req)) });

export default HomePage;
