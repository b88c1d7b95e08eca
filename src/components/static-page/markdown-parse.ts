// The small Markdown the static pages are written in (headings, paragraphs, ordered and unordered lists,
// **bold**, *italic* and [links](url)), read into a tree that the renderer turns into React elements.
// Everything else, HTML included, stays text: nothing here ever becomes markup by itself.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  /** `href` is null when the address is not one we link to (javascript:, data:, //other-site ...). */
  | { kind: 'link'; href: string | null; children: Inline[] };

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export type Block =
  | { kind: 'heading'; level: HeadingLevel; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Inline[][] };

const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
/** Characters a backslash may escape, as in CommonMark. */
const ESCAPABLE = /[\\`*_{}[\]()#+\-.!<>|~"']/;

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

/** The address part of `(url "title")` or `(<url>)`. */
function hrefOf(target: string): string {
  const trimmed = target.trim();
  if (trimmed.startsWith('<')) {
    const end = trimmed.indexOf('>');
    return end > 0 ? trimmed.slice(1, end) : trimmed;
  }
  return trimmed.split(/\s+/)[0] ?? '';
}

/** Index of the bracket closing the one at `open`, counting nested pairs; -1 when unbalanced. */
function closingOf(text: string, open: number, opener: string, closer: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (text[i] === opener) depth++;
    else if (text[i] === closer && --depth === 0) return i;
  }
  return -1;
}

/** Where a run of `marker` closes emphasis that opened at `from`; the content must not be empty or start with a space. */
function closingMarker(text: string, from: number, marker: string): number {
  if (from >= text.length || /\s/.test(text[from]!)) return -1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if (!text.startsWith(marker, i)) continue;
    // A single marker must not be half of a double one (`*a **b** c*` keeps its inner bold).
    if (marker.length === 1 && text[i + 1] === marker) {
      const inner = closingMarker(text, i + 2, marker + marker);
      if (inner > 0) {
        i = inner + 1;
        continue;
      }
    }
    if (i > from && !/\s/.test(text[i - 1]!)) return i;
  }
  return -1;
}

/** An underscore only opens emphasis at the start of a word, so snake_case_names stay as they are. */
const canOpen = (text: string, at: number, marker: string) => marker[0] !== '_' || at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!);

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push({ kind: 'text', text: plain });
    plain = '';
  };

  for (let i = 0; i < text.length; ) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length && ESCAPABLE.test(text[i + 1]!)) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === '[') {
      const labelEnd = closingOf(text, i, '[', ']');
      const targetEnd = labelEnd > 0 && text[labelEnd + 1] === '(' ? closingOf(text, labelEnd + 1, '(', ')') : -1;
      if (targetEnd > 0) {
        flush();
        out.push({ kind: 'link', href: safeHref(hrefOf(text.slice(labelEnd + 2, targetEnd))), children: parseInline(text.slice(i + 1, labelEnd)) });
        i = targetEnd + 1;
        continue;
      }
    }
    if (ch === '*' || ch === '_') {
      const double = text[i + 1] === ch;
      const marker = double ? ch + ch : ch;
      const end = canOpen(text, i, marker) ? closingMarker(text, i + marker.length, marker) : -1;
      if (end > 0) {
        flush();
        out.push({ kind: double ? 'strong' : 'em', children: parseInline(text.slice(i + marker.length, end)) });
        i = end + marker.length;
        continue;
      }
      // An unmatched run stays text as a whole, so `**` never turns into two single markers.
      plain += marker;
      i += marker.length;
      continue;
    }
    plain += ch;
    i++;
  }
  flush();
  return out;
}

type OpenBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; ordered: boolean; start: number; items: string[][] };

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  // Typed by a cast: `close()` empties it behind the checker's back, so no narrowing may stick to it.
  let open = null as OpenBlock | null;
  const close = () => {
    if (open?.kind === 'paragraph') blocks.push({ kind: 'paragraph', children: parseInline(open.lines.join(' ')) });
    if (open?.kind === 'list') blocks.push({ kind: 'list', ordered: open.ordered, start: open.start, items: open.items.map((lines) => parseInline(lines.join(' '))) });
    open = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      close();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      close();
      // Closing hashes are decoration; a heading with no words is left out.
      const words = (heading[2] ?? '').replace(/(^|\s+)#+$/, '').trim();
      if (words) blocks.push({ kind: 'heading', level: heading[1]!.length as HeadingLevel, children: parseInline(words) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !!numbered;
      const item = (bullet?.[1] ?? numbered?.[2] ?? '').trim();
      if (open?.kind === 'list' && open.ordered === ordered) open.items.push([item]);
      else {
        close();
        open = { kind: 'list', ordered, start: numbered ? Number(numbered[1]) : 1, items: [[item]] };
      }
      continue;
    }
    // A line right after a list item carries on that item; elsewhere it carries on the paragraph.
    if (open?.kind === 'list') open.items.at(-1)!.push(line.trim());
    else if (open?.kind === 'paragraph') open.lines.push(line.trim());
    else open = { kind: 'paragraph', lines: [line.trim()] };
  }
  close();
  return blocks;
}
