// The static pages' Markdown: what it reads (headings, paragraphs, lists, emphasis, links) and that what
// it renders stays inert: HTML in the text is shown as text, unsafe link addresses are never linked.
import { screen } from '@testing-library/react';
import { Markdown } from '@/components/static-page/markdown';
import { parseInline, parseMarkdown, safeHref } from '@/components/static-page/markdown-parse';
import { withoutLeadingTitle } from '@/components/static-page/static-page-view';
import { renderWithStore } from '../../helpers/render';

const text = (t: string) => ({ kind: 'text', text: t });

describe('parseMarkdown: blocks', () => {
  it('reads headings of every level, ignoring closing hashes and hashtags', () => {
    const blocks = parseMarkdown('# Terms\n### Your account ###\n#hashtag stays text');
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, children: [text('Terms')] },
      { kind: 'heading', level: 3, children: [text('Your account')] },
      { kind: 'paragraph', children: [text('#hashtag stays text')] },
    ]);
  });

  it('joins the lines of a paragraph and splits paragraphs at blank lines (any line ending)', () => {
    const blocks = parseMarkdown('First line\r\nsame paragraph\r\n\r\nSecond one\rstill second');
    expect(blocks).toEqual([
      { kind: 'paragraph', children: [text('First line same paragraph')] },
      { kind: 'paragraph', children: [text('Second one still second')] },
    ]);
  });

  it('reads unordered and ordered lists, their start number and lines that carry on an item', () => {
    const blocks = parseMarkdown('- one\n* two\n  more of two\n+ three\n\n3. third\n4) fourth');
    expect(blocks).toEqual([
      { kind: 'list', ordered: false, start: 1, items: [[text('one')], [text('two more of two')], [text('three')]] },
      { kind: 'list', ordered: true, start: 3, items: [[text('third')], [text('fourth')]] },
    ]);
  });

  it('starts a new list when the kind of list changes, and a heading ends a paragraph', () => {
    const blocks = parseMarkdown('Intro\n## Rules\n- a\n1. b');
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'heading', 'list', 'list']);
  });
});

describe('parseInline', () => {
  it('reads bold, italic, nested emphasis and both marker styles', () => {
    expect(parseInline('a **bold** and *it* and __b__ _i_')).toEqual([
      text('a '),
      { kind: 'strong', children: [text('bold')] },
      text(' and '),
      { kind: 'em', children: [text('it')] },
      text(' and '),
      { kind: 'strong', children: [text('b')] },
      text(' '),
      { kind: 'em', children: [text('i')] },
    ]);
    expect(parseInline('*an **inner** bold*')).toEqual([{ kind: 'em', children: [text('an '), { kind: 'strong', children: [text('inner')] }, text(' bold')] }]);
  });

  it('leaves unmatched markers, spaced markers, snake_case and escapes as text', () => {
    expect(parseInline('2 * 3 * 4')).toEqual([text('2 * 3 * 4')]);
    expect(parseInline('**not closed')).toEqual([text('**not closed')]);
    expect(parseInline('a_snake_case_name')).toEqual([text('a_snake_case_name')]);
    expect(parseInline('\\*literal\\* and \\[x\\](y)')).toEqual([text('*literal* and [x](y)')]);
  });

  it('reads links with emphasis in the label, titles and angle-bracketed addresses', () => {
    expect(parseInline('see [the **help**](/page/help "Help") or [mail](<mailto:hi@example.com>)')).toEqual([
      text('see '),
      { kind: 'link', href: '/page/help', children: [text('the '), { kind: 'strong', children: [text('help')] }] },
      text(' or '),
      { kind: 'link', href: 'mailto:hi@example.com', children: [text('mail')] },
    ]);
    expect(parseInline('[wiki](https://en.wikipedia.org/wiki/Foo_(bar))')).toEqual([{ kind: 'link', href: 'https://en.wikipedia.org/wiki/Foo_(bar)', children: [text('wiki')] }]);
  });

  it('keeps a bracket that is no link as text', () => {
    expect(parseInline('[just brackets] and [open')).toEqual([text('[just brackets] and [open')]);
  });
});

describe('safeHref', () => {
  it.each(['https://example.com/a?b=c', 'HTTP://example.com', 'mailto:help@example.com', '/page/terms-of-service', '#section'])('links %s', (href) => {
    expect(safeHref(href)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    '/\\evil.example.com',
    'https:evil',
    'relative/path',
    '',
  ])('refuses %j', (href) => {
    expect(safeHref(href)).toBeNull();
  });
});

describe('<Markdown>', () => {
  it('renders headings (the biggest at the level asked for), paragraphs, lists and emphasis as elements', () => {
    const { container } = renderWithStore(<Markdown source={'# Title\n\nSome **bold** and *soft* words.\n\n### Part\n\n1. first\n2. second\n\n- a'} topLevel={2} testId="md" />);
    expect(container.querySelector('h2')).toHaveTextContent('Title');
    expect(container.querySelector('h4')).toHaveTextContent('Part');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('strong')).toHaveTextContent('bold');
    expect(container.querySelector('em')).toHaveTextContent('soft');
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelectorAll('ul > li')).toHaveLength(1);
  });

  it('shows HTML in the text as text: no script, image or handler reaches the page', () => {
    const source = 'Hello <script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true">';
    const { container } = renderWithStore(<Markdown source={source} testId="md" />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('md')).toHaveTextContent('Hello <script>window.hacked = true</script>');
    expect(screen.getByTestId('md')).toHaveTextContent('<img src=x onerror="window.hacked = true">');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('renders a javascript: link as its words only, and safe links as links', () => {
    const source = '[click me](javascript:alert(1)) [site](/page/help) [web](https://example.com) [mail](mailto:a@example.com)';
    const { container } = renderWithStore(<Markdown source={source} testId="md" />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/page/help', 'https://example.com', 'mailto:a@example.com']);
    expect(screen.getByTestId('md')).toHaveTextContent('click me');
    expect(container.innerHTML).not.toContain('javascript:');
    const web = links[1]!;
    expect(web).toHaveAttribute('target', '_blank');
    expect(web.getAttribute('rel')).toContain('noopener');
  });
});

it('lifts a text written with ## headings to the level asked for', () => {
  const { container } = renderWithStore(<Markdown source={'## Rules\n\n### Details'} topLevel={2} />);
  expect(container.querySelector('h2')).toHaveTextContent('Rules');
  expect(container.querySelector('h3')).toHaveTextContent('Details');
});

describe('withoutLeadingTitle', () => {
  it('drops a first top heading that repeats the page title, and nothing else', () => {
    expect(withoutLeadingTitle('# Terms of service\n\nText', 'Terms of service')).toBe('\nText');
    expect(withoutLeadingTitle('\n#  terms of  SERVICE #\nText', 'Terms of service')).toBe('Text');
    expect(withoutLeadingTitle('# Something else\nText', 'Terms of service')).toBe('# Something else\nText');
    expect(withoutLeadingTitle('## Terms of service\nText', 'Terms of service')).toBe('## Terms of service\nText');
    expect(withoutLeadingTitle('Intro\n# Terms of service', 'Terms of service')).toBe('Intro\n# Terms of service');
  });
});
