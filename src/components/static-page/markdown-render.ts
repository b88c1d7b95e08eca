// The static pages' Markdown as HTML, through markdown-it (docs/admin.md, "Static pages": why this library).
// Raw HTML in the text is escaped (`html: false`), so it shows as text; only web and mail addresses and paths
// on this site become links (markdown-it's own check already refuses javascript:, vbscript:, file: and data:);
// pictures are not drawn. The page (/page/[id]) and the admin's live preview use this one renderer.
import MarkdownIt from 'markdown-it';

/**
 * Only web and mail addresses and paths on this site become links. A path must not start with `//` or `/\`,
 * which browsers read as another site; control characters and spaces inside the scheme are refused outright.
 */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (!href || /[\u0000-\u001f\u007f]/.test(href)) return null;
  if (/^\/(?![/\\])/.test(href) || href.startsWith('#')) return href;
  if (/^(https?:\/\/[^\s/\\]|mailto:[^\s])/i.test(href)) return href;
  return null;
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.disable('image');
const libraryCheck = md.validateLink.bind(md);
md.validateLink = (url) => libraryCheck(url) && safeHref(url) !== null;

// Links to other sites open in a new tab and pass on no referrer or ranking.
const renderLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (/^https?:/i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return renderLinkOpen(tokens, idx, options, env, self);
};

const levelOf = (tag: string) => Number(tag.slice(1));

/**
 * HTML of `source`. With `topLevel`, the biggest heading of the text gets that level and the others follow in
 * step (at most h6): below a page's own title, a text written with `#` or with `##` headings reads the same.
 */
export function renderMarkdown(source: string, topLevel?: number): string {
  const tokens = md.parse(source, {});
  const headings = tokens.filter((t) => t.type === 'heading_open' || t.type === 'heading_close');
  if (topLevel && headings.length) {
    const offset = topLevel - Math.min(...headings.map((t) => levelOf(t.tag)));
    for (const token of headings) token.tag = `h${Math.max(1, Math.min(6, levelOf(token.tag) + offset))}`;
  }
  return md.renderer.render(tokens, md.options, {});
}
