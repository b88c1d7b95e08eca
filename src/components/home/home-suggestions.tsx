// "Suggested performers" on /home: the most followed (GET /performers/top) topped up with a random few
// (GET /performers/search/random), each once; beside the feed on desktops, between its posts on phones.
import type { PublicPerformer } from '@/contracts/performers';
import { PlainLinkButton } from '@/components/common/plain-button';
import { PlainEmpty, PlainSkeleton } from '@/components/common/plain-marks';
import { PlainCard } from '@/components/layout/plain-card';
import { PerformerGrid } from '@/components/performers/performer-grid';
import { performerService } from '@/services/performer.api';
import { useResource } from '@/hooks/use-resource';
import styles from './home.module.css';

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

/** `initial`: the suggestions read when the server rendered /home; without them they are read in the browser. */
export function useSuggestions(initial: PublicPerformer[] | null = null): PublicPerformer[] | null {
  const fetched = useResource(loadInBrowser, 'suggestions', { ready: !initial }).value;
  return initial ?? fetched;
}

/**
 * The card beside the feed on desktops, or (`inline`) the strip between the posts on phones, which scrolls
 * sideways so the feed goes on below it.
 */
export function SuggestionsCard({ suggestions, inline = false }: { suggestions: PublicPerformer[] | null; inline?: boolean }) {
  return (
    <PlainCard
      title="Suggested performers"
      extra={
        <PlainLinkButton href="/performers" type="link" data-testid={inline ? undefined : 'home-see-all-performers'}>
          See all
        </PlainLinkButton>
      }
      className={inline ? styles.strip : undefined}
      aria-label={inline ? 'Suggested performers' : undefined}
      data-testid={inline ? 'home-suggestions-inline' : 'home-suggestions'}
    >
      {suggestions === null ? (
        <PlainSkeleton rows={2} />
      ) : suggestions.length ? (
        <PerformerGrid performers={suggestions} narrow priorityCards={0} />
      ) : (
        <PlainEmpty description="No performers to suggest yet." />
      )}
    </PlainCard>
  );
}

/** The card reading its own suggestions (or showing `initial`). */
export function HomeSuggestions({ initial = null }: { initial?: PublicPerformer[] | null }) {
  return <SuggestionsCard suggestions={useSuggestions(initial)} />;
}
