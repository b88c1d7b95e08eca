// Runs a page's getInitialProps the way Next does on the server, for page tests.
import type { NextPageContext } from 'next';

/**
 * The props `page` loads for `asPath` (route `pathname`, `query`), and the status code it set on the response.
 * `extra` adds to the context (a store, say).
 */
export async function loadPageProps<P>(
  page: { getInitialProps?: (ctx: NextPageContext) => unknown },
  pathname: string,
  query: Record<string, string>,
  asPath: string,
  extra: Partial<NextPageContext> = {},
) {
  const res = { statusCode: 200 } as NextPageContext['res'] & { statusCode: number };
  const ctx = { query, res, ...extra, pathname, asPath } as unknown as NextPageContext;
  const props = (await page.getInitialProps!(ctx)) as P;
  return { props, status: res.statusCode };
}
