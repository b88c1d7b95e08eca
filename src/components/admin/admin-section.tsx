// The frame of an admin screen: page title, the admin sub-navigation and the screen itself.
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/common/page-container';
import { PageHead } from '@/components/common/page-head';
import { AdminNav } from './admin-nav';

export function AdminSection({ title, children, maxWidth = 1200 }: { title: string; children: ReactNode; maxWidth?: number }) {
  return (
    <PageContainer maxWidth={maxWidth}>
      <PageHead title={title} />
      <Flex vertical gap={16}>
        <AdminNav />
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Flex>
    </PageContainer>
  );
}
