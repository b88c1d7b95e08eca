// What a page about one item (post, video, gallery, product, static page) shows when the item could not be
// shown: a 404 result when it is missing or hidden from this viewer, else a warning with a retry.
import { Button, Result } from 'antd';
import { LinkButton } from './link-button';
import { PageHead } from './page-head';

const HIDDEN_OR_GONE = 'It may have been removed, or it is not visible to you.';

export interface ItemProblemProps {
  load: { state: 'not-found' } | { state: 'error'; message: string };
  /** "video", "gallery": the warning says "We could not load this video". */
  noun: string;
  /** The 404 title, also the page title. */
  notFoundTitle: string;
  notFoundText?: string;
  /** Where the 404 sends the visitor instead. */
  away: { href: string; label: string };
  /** Prefix of the test ids: `${testId}-not-found` and `${testId}-error`. */
  testId: string;
}

export function ItemProblem({ load, noun, notFoundTitle, notFoundText = HIDDEN_OR_GONE, away, testId }: ItemProblemProps) {
  if (load.state === 'not-found') {
    return (
      <>
        <PageHead title={notFoundTitle} />
        <Result
          status="404"
          title={notFoundTitle}
          subTitle={notFoundText}
          extra={
            <LinkButton href={away.href} type="primary">
              {away.label}
            </LinkButton>
          }
          data-testid={`${testId}-not-found`}
        />
      </>
    );
  }
  return (
    <Result
      status="warning"
      title={`We could not load this ${noun}`}
      subTitle={load.message}
      extra={<Button onClick={() => window.location.reload()}>Try again</Button>}
      data-testid={`${testId}-error`}
    />
  );
}
