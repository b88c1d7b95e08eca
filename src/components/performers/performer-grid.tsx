// Performer cards in a responsive grid: one column on phones, up to four on wide screens (three in a
// column beside a sidebar, like /home's).
import { Col, Row } from 'antd';
import type { PublicPerformer } from '@/contracts/performers';
import { PerformerCard } from './performer-card';

export interface PerformerGridProps {
  performers: PublicPerformer[];
  /** The grid sits beside a sidebar: fewer, wider columns. */
  narrow?: boolean;
}

export function PerformerGrid({ performers, narrow = false }: PerformerGridProps) {
  const span = narrow ? { xs: 24, sm: 12, xl: 8 } : { xs: 24, sm: 12, md: 8, xl: 6 };
  return (
    <Row gutter={[16, 16]} data-testid="performer-grid">
      {performers.map((p) => (
        <Col key={p._id} {...span}>
          <PerformerCard performer={p} />
        </Col>
      ))}
    </Row>
  );
}
