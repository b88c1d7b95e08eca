// The site root only forwards: logged-in visitors to /home, everyone else to the login page.
import type { NextPageContext } from 'next';
import Router from 'next/router';
import { LOGIN_PATH } from '@/lib/navigation';
import type { AppPage } from '@/lib/page';
import type { AppStore } from '@/redux/store';

const HOME_PATH = '/home';

const IndexPage: AppPage = () => null;

IndexPage.getInitialProps = async (ctx: NextPageContext<AppStore>) => {
  // _app has already restored the session into this request's store (ctx.store, next-redux-wrapper).
  const target = ctx.store.getState().auth.loggedIn ? HOME_PATH : LOGIN_PATH;
  if (ctx.res) {
    ctx.res.writeHead(302, { Location: target });
    ctx.res.end();
  } else {
    void Router.replace(target);
  }
  return {};
};

IndexPage.layout = 'blank';
export default IndexPage;
