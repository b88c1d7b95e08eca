// Renders the static pages' Markdown (markdown-render.ts): raw HTML in the text reaches the page as text, and
// a link whose address is not safe is shown as its words only, so the HTML markdown-it makes is safe to insert.
import { Typography } from 'antd';
import { useMemo } from 'react';
import { renderMarkdown } from './markdown-render';
import styles from './markdown.module.css';

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
  const html = useMemo(() => renderMarkdown(source, topLevel), [source, topLevel]);
  return <Typography className={styles.markdown} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
