// Page links for the directory: real links to each page's address (they work before the scripts load, and
// for crawlers), which navigate in-app once the page is live. Light on purpose: antd's Pagination brings
// its page-size Select along, and the buttons are plain ones wearing antd's Button classes (plain-button.tsx).
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { CSSProperties, MouseEvent } from 'react';
import { PlainButton } from '@/components/common/plain-button';
import { PlainFlex } from '@/components/common/plain-flex';
import { PlainIcon } from '@/components/common/plain-icon';
import { isPlainClick } from '@/lib/plain-click';

/** The pages to offer: the first, the last, and two either side of the current one; null is a gap. */
export function pageItems(current: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = current - 2; p <= current + 2; p += 1) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) items.push(null);
    items.push(p);
  });
  return items;
}

export interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  /** The address of a page. */
  hrefOf: (page: number) => string;
  onChange: (page: number) => void;
  style?: CSSProperties;
}

export function Pager({ current, pageSize, total, hrefOf, onChange, style }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const go = (page: number) => (e: MouseEvent<HTMLElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    onChange(page);
  };
  return (
    <nav aria-label="Pages" style={style} data-testid="performers-pager">
      <PlainFlex gap={8} wrap justify="center">
        <PlainButton
          href={current > 1 ? hrefOf(current - 1) : undefined}
          disabled={current <= 1}
          onClick={go(current - 1)}
          icon={<PlainIcon icon={LeftOutlined} />}
          title="Previous page"
          aria-label="Previous page"
        />
        {pageItems(current, pages).map((page, i) =>
          page === null ? (
            <span key={`gap-${i}`} aria-hidden style={{ alignSelf: 'center' }}>
              …
            </span>
          ) : (
            <PlainButton
              key={page}
              href={hrefOf(page)}
              type={page === current ? 'primary' : 'default'}
              aria-current={page === current ? 'page' : undefined}
              title={String(page)}
              onClick={go(page)}
            >
              {page}
            </PlainButton>
          ),
        )}
        <PlainButton
          href={current < pages ? hrefOf(current + 1) : undefined}
          disabled={current >= pages}
          onClick={go(current + 1)}
          icon={<PlainIcon icon={RightOutlined} />}
          title="Next page"
          aria-label="Next page"
        />
      </PlainFlex>
    </nav>
  );
}
