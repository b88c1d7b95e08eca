// Performer cards in a responsive grid: one column on phones, up to four on wide screens (three in a
// column beside a sidebar, like /home's).
import { Col, Row } from 'antd';
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
  const span = narrow ? { xs: 24, sm: 12, xl: 8 } : { xs: 24, sm: 12, md: 8, xl: 6 };
  return (
    <Row gutter={[16, 16]} data-testid="performer-grid">
      {performers.map((p, i) => (
        <Col key={p._id} {...span}>
          <PerformerCard performer={p} priority={i < priorityCards} />
        </Col>
      ))}
    </Row>
  );
}
