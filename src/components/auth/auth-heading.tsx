import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** The title and one-line lead at the top of each auth card. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div style={{ marginBottom: 20 }}>
      <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>
        {title}
      </Typography.Title>
      {children ? <Typography.Text type="secondary">{children}</Typography.Text> : null}
    </div>
  );
}
