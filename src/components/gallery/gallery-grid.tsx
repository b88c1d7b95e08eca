// Galleries as a grid that fits the screen: two columns on a phone, more as it widens.
import type { ReactNode } from 'react';
import { theme } from 'antd';

export function GalleryGrid({ children, testId = 'gallery-grid' }: { children: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: token.marginSM, minWidth: 0 }}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
