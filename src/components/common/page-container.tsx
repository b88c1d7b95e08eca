// A centred column for page content that narrows with the screen (down to 360 px wide), and TitledPage: that
// column with the document title and the page's heading above its content; CardPage: the column with the
// document title and the content in one card headed by the same title. Drawn with plain elements wearing
// antd's classes and tokens: antd's Card brings its Tabs (with a dropdown menu) and Typography its editing and
// copying code, which about thirty pages loaded for a heading and a frame.
import type { ReactNode } from 'react';
import { PlainCard } from '@/components/layout/plain-card';
import { PageContainer } from './page-column';
import { PageHead } from './page-head';
import { PlainFlex } from './plain-flex';
import { Heading } from './plain-text';

export { PageContainer };

/**
 * A page whose title is both the document title and its level-2 heading, its content in a 16 px column below;
 * `above` (a sub-navigation) goes above the heading in that column.
 */
export function TitledPage({ title, maxWidth, above, children }: { title: string; maxWidth?: number; above?: ReactNode; children: ReactNode }) {
  return (
    <PageContainer maxWidth={maxWidth}>
      <PageHead title={title} />
      <PlainFlex vertical gap={16}>
        {above}
        <Heading level={2}>{title}</Heading>
        {children}
      </PlainFlex>
    </PageContainer>
  );
}

export function CardPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer>
      <PageHead title={title} />
      <PlainCard title={title}>{children}</PlainCard>
    </PageContainer>
  );
}
