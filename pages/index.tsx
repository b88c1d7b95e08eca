// The site root. Logged-in people go on to /home as before (302 on the server); visitors get the front page:
// what the site is, Sign up and Log in, who is live and the featured creators, read with the page so the
// server renders them (and the page cache keeps the result for the next visitors for a few seconds).
import type { NextPageContext } from 'next';
import Router from 'next/router';
import { LandingPage } from '@/components/home/landing-page';
import { loadLanding, type LandingStart } from '@/components/home/load-landing';
import type { AppPage } from '@/lib/page';
import { contextStore } from '@/redux/page-store';
import { visitorHeaders } from '@/services/performer.api';

const HOME_PATH = '/home';

export type IndexPageProps = Partial<LandingStart>;

const IndexPage: AppPage<IndexPageProps> = ({ featured, live }) =>
  featured && live ? <LandingPage featured={featured} live={live} /> : null;

IndexPage.getInitialProps = async (ctx: NextPageContext): Promise<IndexPageProps> => {
  // _app has already restored the session into this request's store.
  if (!contextStore(ctx)?.getState().auth.loggedIn) return loadLanding(visitorHeaders(ctx.req));
  if (ctx.res) {
    ctx.res.writeHead(302, { Location: HOME_PATH });
    ctx.res.end();
  } else {
    void Router.replace(HOME_PATH);
  }
  return {};
};

IndexPage.layout = 'primary';
export default IndexPage;
