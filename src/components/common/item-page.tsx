// A page about one item (a post, a video, a product, a static page), rendered on the server for the visitor:
// getInitialProps loads the item the address names with the visitor's session and address, and the page answers
// with the status the load calls for (404 when missing or not visible to them); the item's view shows the load
// in a centred column.
import type { ComponentType } from 'react';
import type { Envelope } from '@/contracts/common';
import type { AppPage } from '@/lib/page';
import { visitorHeaders } from '@/services/performer.api';
import { itemHttpStatus, loadItem, routeParam, type ItemLoad } from './load-item';
import { PageContainer } from './page-column';

export interface ItemPageProps<L> {
  load: L;
}

export interface ItemPageDeclaration<L> {
  maxWidth: number;
  /** Shows the load: the item, not found, or the error. */
  View: ComponentType<{ load: L }>;
  /** The id from the address ('' when missing or repeated) and the visitor's headers (undefined in the browser). */
  load: (id: string, headers: Record<string, string> | undefined) => Promise<L>;
  /** The HTTP status the page answers with on the server. */
  httpStatus: (load: L) => number;
}

export function itemPage<L>({ maxWidth, View, load, httpStatus }: ItemPageDeclaration<L>): AppPage<ItemPageProps<L>> {
  const ItemPage: AppPage<ItemPageProps<L>> = (props) => (
    <PageContainer maxWidth={maxWidth}>
      <View load={props.load} />
    </PageContainer>
  );
  ItemPage.layout = 'primary';
  ItemPage.getInitialProps = async (ctx) => {
    const loaded = await load(routeParam(ctx.query.id), visitorHeaders(ctx.req));
    if (ctx.res) ctx.res.statusCode = httpStatus(loaded);
    return { load: loaded };
  };
  return ItemPage;
}

/** An item page whose load is loadItem over one API call (missing and not-for-you read the same). */
export function fetchedItemPage<T>({
  maxWidth,
  View,
  fetchItem,
}: Pick<ItemPageDeclaration<ItemLoad<T>>, 'maxWidth' | 'View'> & {
  fetchItem: (key: string, headers: Record<string, string> | undefined) => Promise<Envelope<T>>;
}): AppPage<ItemPageProps<ItemLoad<T>>> {
  return itemPage<ItemLoad<T>>({
    maxWidth,
    View,
    load: (key, headers) => loadItem(key, (k) => fetchItem(k, headers)),
    httpStatus: itemHttpStatus,
  });
}
