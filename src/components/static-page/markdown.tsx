// Renders the static pages' Markdown as React elements, never as injected HTML: text (a `<script>` tag
// included) reaches the page as text, and a link whose address is not safe is shown as its words only.
import { Typography, theme } from 'antd';
import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown-parse';

/** Links in running text are underlined: told apart from the words around them by more than colour. */
const UNDERLINED = { textDecoration: 'underline' } as const;

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children)}</em>;
      case 'link': {
        const label = renderInline(node.children);
        if (!node.href) return <Fragment key={i}>{label}</Fragment>;
        if (node.href.startsWith('/')) {
          return (
            <Link key={i} href={node.href} style={UNDERLINED}>
              {label}
            </Link>
          );
        }
        const external = /^https?:/i.test(node.href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {};
        return (
          <a key={i} href={node.href} style={UNDERLINED} {...external}>
            {label}
          </a>
        );
      }
    }
  });
}

type TitleLevel = 1 | 2 | 3 | 4 | 5;

function MarkdownBlock({ block, headingOffset }: { block: Block; headingOffset: number }) {
  const { token } = theme.useToken();
  switch (block.kind) {
    case 'heading':
      return (
        <Typography.Title level={Math.max(1, Math.min(5, block.level + headingOffset)) as TitleLevel} style={{ overflowWrap: 'anywhere' }}>
          {renderInline(block.children)}
        </Typography.Title>
      );
    case 'paragraph':
      return <Typography.Paragraph style={{ overflowWrap: 'anywhere' }}>{renderInline(block.children)}</Typography.Paragraph>;
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item)}</li>);
      const style = { paddingInlineStart: token.paddingLG, marginBottom: token.marginMD, overflowWrap: 'anywhere' as const };
      return block.ordered ? (
        <ol start={block.start === 1 ? undefined : block.start} style={style}>
          {items}
        </ol>
      ) : (
        <ul style={style}>{items}</ul>
      );
    }
  }
}

export interface MarkdownProps {
  source: string;
  /**
   * The level the biggest heading of the text gets, the others following in step: below a page's own
   * title a text written with `#` or with `##` headings reads the same.
   */
  topLevel?: number;
  testId?: string;
}

export function Markdown({ source, topLevel, testId }: MarkdownProps) {
  const blocks = parseMarkdown(source);
  const levels = blocks.flatMap((b) => (b.kind === 'heading' ? [b.level] : []));
  const headingOffset = topLevel && levels.length ? topLevel - Math.min(...levels) : 0;
  return (
    <Typography data-testid={testId}>
      {blocks.map((block, i) => (
        <MarkdownBlock key={i} block={block} headingOffset={headingOffset} />
      ))}
    </Typography>
  );
}
