// A count on the corner of an icon (the header's cart and unread messages), drawn like antd's small Badge
// with its tokens (styles/globals.css, "header controls"); antd's Badge would bring its motion and scroll
// number code to every page. Nothing shows for 0; above `max` it reads "99+". The number also shows as the
// count's native hover hint, as antd's did.
import type { ReactNode } from 'react';

export const countText = (count: number, max = 99) => (count > max ? `${max}+` : String(count));

export function CountBadge({ count, max = 99, children }: { count: number; max?: number; children: ReactNode }) {
  const text = countText(count, max);
  return (
    <span className="fs-badge">
      {children}
      {count > 0 ? (
        <sup className={`fs-badge-count${text.length > 1 ? ' fs-badge-count-wide' : ''}`} title={text} data-testid="count-badge">
          {text}
        </sup>
      ) : null}
    </span>
  );
}
