// /page/[id]: a static page (about, terms, privacy, help ...) with its title and Markdown content, or the
// not-found page when no published page has that name.
import { Typography } from '@/components/common/plain-typography';
import dynamic from 'next/dynamic';
import { PlainCard } from '@/components/layout/plain-card';
import type { StaticPost } from '@/contracts/posts';
import type { ItemLoad } from '@/components/common/load-item';
import { PageHead } from '@/components/common/page-head';
import { Markdown } from './markdown';

// Drawn only when the page cannot be shown, so a found page does not load antd's Result for it.
const ItemProblem = dynamic(() => import('@/components/common/item-problem').then((m) => m.ItemProblem));

export const PAGE_NOT_FOUND = 'Page not found';

/** Pages often open with their own title as a top heading; the page shows its title once, above the text. */
export function withoutLeadingTitle(content: string, title: string): string {
  const match = /^\s*#[ \t]+([^\n]*?)[ \t#]*(?:\n|$)/.exec(content);
  const same = (a: string) => a.trim().replace(/\s+/g, ' ').toLowerCase();
  return match && same(match[1]!) === same(title) ? content.slice(match[0].length) : content;
}

export function StaticPageView({ load }: { load: ItemLoad<StaticPost> }) {
  if (load.state === 'found') {
    const page = load.item;
    return (
      <PlainCard data-testid="static-page" data-slug={page.slug}>
        <PageHead title={page.title} description={withoutLeadingTitle(page.content, page.title)} />
        <Typography.Title level={1} style={{ marginTop: 0, overflowWrap: 'anywhere' }} data-testid="static-page-title">
          {page.title}
        </Typography.Title>
        <Markdown source={withoutLeadingTitle(page.content, page.title)} topLevel={2} testId="static-page-content" />
      </PlainCard>
    );
  }
  return <ItemProblem load={load} noun="page" notFoundTitle={PAGE_NOT_FOUND} notFoundText="The page you are looking for does not exist or has moved." away={{ href: '/', label: 'Take me home' }} testId="static-page" />;
}
