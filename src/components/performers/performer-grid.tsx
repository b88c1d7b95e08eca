// Performer cards in a responsive grid: one column on phones, up to four on wide screens (three in a
// column beside a sidebar, like /home's). A CSS grid (styles/globals.css, "performer cards") with antd's
// Row and Col breakpoints and gutters, so the pages listing performers do not load antd's grid code.
import type { PublicPerformer } from '@/contracts/performers';
import { PerformerCard } from './performer-card';

/** The cards of the first row on a wide screen: the ones in view when the page opens. */
const PRIORITY_CARDS = 4;

export interface PerformerGridProps {
  performers: PublicPerformer[];
  /** The grid sits beside a sidebar: fewer, wider columns. */
  narrow?: boolean;
  /** How many of the first cards load their pictures at once and first (the rest lazily). */
  priorityCards?: number;
}

export function PerformerGrid({ performers, narrow = false, priorityCards = PRIORITY_CARDS }: PerformerGridProps) {
  return (
    <div className={narrow ? 'fs-performer-grid fs-performer-grid-narrow' : 'fs-performer-grid'} data-testid="performer-grid">
      {performers.map((p, i) => (
        <PerformerCard key={p._id} performer={p} priority={i < priorityCards} />
      ))}
    </div>
  );
}
