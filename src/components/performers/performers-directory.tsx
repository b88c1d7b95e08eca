// The performers directory: who is live now, the search form, the result cards, paging, and an empty state.
// The search lives in the address, so every change is a navigation the page loads its results for.
import { Button, Empty, Flex, Pagination, Result, Typography, theme } from 'antd';
import { useRouter } from 'next/router';
import { DEFAULT_PAGE_SIZE } from '@/contracts/common';
import { LiveNowStrip } from '@/components/live/live-now-strip';
import type { DirectoryLoad } from './load-performers';
import { PerformerGrid } from './performer-grid';
import { SearchFilters } from './search-filters';
import { changeSearch, clearFilters, hasFilters, toUrlQuery, type PerformerSearch } from './search-query';

export const DIRECTORY_PATH = '/performers';

export function PerformersDirectory({ search, load }: { search: PerformerSearch; load: DirectoryLoad }) {
  const router = useRouter();
  const { token } = theme.useToken();
  const go = (next: PerformerSearch) => void router.push({ pathname: DIRECTORY_PATH, query: toUrlQuery(next) });
  const onChange = (change: Partial<PerformerSearch>) => go(changeSearch(search, change));
  const onClear = () => go(clearFilters(search));
  const clearAll = () => go(clearFilters({ ...search, q: undefined }));

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Performers
      </Typography.Title>
      <LiveNowStrip />
      <SearchFilters search={search} onChange={onChange} onClear={onClear} />
      {load.state === 'error' ? (
        <Result
          status="warning"
          title="We could not load performers"
          subTitle={load.message}
          extra={<Button onClick={() => go(search)}>Try again</Button>}
        />
      ) : load.result.data.length === 0 ? (
        <Empty
          data-testid="performers-empty"
          description={hasFilters(search) ? 'No performers match your search.' : 'No performers here yet.'}
        >
          {hasFilters(search) ? (
            <Button type="primary" onClick={clearAll} data-testid="performers-clear-all">
              Clear search and filters
            </Button>
          ) : null}
        </Empty>
      ) : (
        <>
          <Typography.Text type="secondary" data-testid="performers-total">
            {load.result.total === 1 ? '1 performer' : `${load.result.total} performers`}
          </Typography.Text>
          <PerformerGrid performers={load.result.data} />
          <Pagination
            style={{ justifyContent: 'center', marginTop: token.marginSM }}
            current={search.current ?? 1}
            pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
            total={load.result.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(current) => onChange({ current })}
          />
        </>
      )}
    </Flex>
  );
}
