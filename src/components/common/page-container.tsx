// A centred column for page content that narrows with the screen (down to 360 px wide), and TitledPage: that
// column with the document title and the page's heading above its content; CardPage: the column with the
// document title and the content in one card headed by the same title.
import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';
import { PageContainer } from './page-column';
import { PageHead } from './page-head';

export { PageContainer };

/**
 * A page whose title is both the document title and its level-2 heading, its content in a 16 px column below;
 * `above` (a sub-navigation) goes above the heading in that column.
 */
export function TitledPage({ title, maxWidth, above, children }: { title: string; maxWidth?: number; above?: ReactNode; children: ReactNode }) {
  return (
    <PageContainer maxWidth={maxWidth}>
      <PageHead title={title} />
      <Flex vertical gap={16}>
        {above}
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Flex>
    </PageContainer>
  );
}

export function CardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer>
      <PageHead title={title} />
      <Card title={title}>{children}</Card>
    </PageContainer>
  );
}
