// "Suggested performers" on /home: the most followed (GET /performers/top) topped up with a random few
// (GET /performers/search/random), each once.
import { Card, Empty, Skeleton } from 'antd';
import type { PublicPerformer } from '@/contracts/performers';
import { LinkButton } from '@/components/common/link-button';
import { PerformerGrid } from '@/components/performers/performer-grid';
import { performerService } from '@/services/performer.api';
import { useResource } from '@/hooks/use-resource';

export const SUGGESTION_COUNT = 6;

/** Top performers first, then random ones not already shown, up to `count`. */
export function mergeSuggestions(top: PublicPerformer[], random: PublicPerformer[], count = SUGGESTION_COUNT): PublicPerformer[] {
  const seen = new Set<string>();
  const out: PublicPerformer[] = [];
  for (const p of [...top, ...random]) {
    if (seen.has(p._id)) continue;
    seen.add(p._id);
    out.push(p);
  }
  return out.slice(0, count);
}

/**
 * Either list alone is still worth showing, so one failing does not hide the other: this never fails.
 * `headers`: the visitor's, when the page's server render asks (performer.api.ts, visitorHeaders).
 */
export async function loadSuggestions(headers?: Record<string, string>): Promise<{ data: PublicPerformer[] }> {
  const [top, random] = await Promise.allSettled([
    performerService.top({ limit: SUGGESTION_COUNT }, headers),
    performerService.random({ limit: SUGGESTION_COUNT }, headers),
  ]);
  const list = (r: typeof top) => (r.status === 'fulfilled' ? r.value.data.data : []);
  return { data: mergeSuggestions(list(top), list(random)) };
}

const loadInBrowser = () => loadSuggestions();

/** `initial`: the suggestions read when the server rendered /home; without them the card reads its own. */
export function HomeSuggestions({ initial = null }: { initial?: PublicPerformer[] | null }) {
  const fetched = useResource(loadInBrowser, 'suggestions', { ready: !initial }).value;
  const suggestions = initial ?? fetched;

  return (
    <Card
      title="Suggested performers"
      extra={<LinkButton href="/performers" type="link" data-testid="home-see-all-performers">See all</LinkButton>}
      data-testid="home-suggestions"
    >
      {suggestions === null ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : suggestions.length ? (
        <PerformerGrid performers={suggestions} narrow priorityCards={0} />
      ) : (
        <Empty description="No performers to suggest yet." />
      )}
    </Card>
  );
}
