// The static pages' Markdown (markdown-it): what it reads (headings, paragraphs, lists, emphasis, links, code)
// and that what it renders stays inert: HTML in the text is shown as text, unsafe link addresses are never linked.
import { screen } from '@testing-library/react';
import { Markdown } from '@/components/static-page/markdown';
import { renderMarkdown, safeHref } from '@/components/static-page/markdown-render';
import { withoutLeadingTitle } from '@/components/static-page/static-page-view';
import { renderWithStore } from '../../helpers/render';

/** The rendered HTML parsed, to ask it questions. */
const dom = (source: string, topLevel?: number) => {
  const root = document.createElement('div');
  root.innerHTML = renderMarkdown(source, topLevel);
  return root;
};

describe('renderMarkdown: blocks', () => {
  it('reads headings of every level, ignoring closing hashes; a hashtag stays text', () => {
    const root = dom('# Terms\n### Your account ###\n#hashtag stays text');
    expect(root.querySelector('h1')).toHaveTextContent('Terms');
    expect(root.querySelector('h3')?.textContent).toBe('Your account');
    expect(root.querySelector('p')).toHaveTextContent('#hashtag stays text');
  });

  it('joins the lines of a paragraph and splits paragraphs at blank lines (any line ending)', () => {
    const paragraphs = [...dom('First line\r\nsame paragraph\r\n\r\nSecond one\nstill second').querySelectorAll('p')];
    expect(paragraphs.map((p) => p.textContent?.replace(/\s+/g, ' '))).toEqual(['First line same paragraph', 'Second one still second']);
  });

  it('reads unordered and ordered lists, their start number and lines that carry on an item', () => {
    const root = dom('- one\n- two\n  more of two\n- three\n\n3. third\n4. fourth');
    expect([...root.querySelectorAll('ul > li')].map((li) => li.textContent?.replace(/\s+/g, ' '))).toEqual(['one', 'two more of two', 'three']);
    expect(root.querySelector('ol')).toHaveAttribute('start', '3');
    expect(root.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('reads inline code and fenced code blocks, keeping their text as it is', () => {
    const root = dom('Run `npm start` now.\n\n```\nconst a = "<b>";\n```');
    expect(root.querySelector('p > code')).toHaveTextContent('npm start');
    expect(root.querySelector('pre > code')?.textContent).toBe('const a = "<b>";\n');
    expect(root.querySelector('b')).toBeNull();
  });
});

describe('renderMarkdown: inline', () => {
  it('reads bold, italic, nested emphasis and both marker styles', () => {
    const root = dom('a **bold** and *it* and __b__ _i_ and *an **inner** bold*');
    expect([...root.querySelectorAll('strong')].map((e) => e.textContent)).toEqual(['bold', 'b', 'inner']);
    expect([...root.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['it', 'i', 'an inner bold']);
  });

  it('leaves unmatched markers, spaced markers, snake_case and escapes as text', () => {
    const root = dom('2 * 3 * 4, **not closed, a_snake_case_name, \\*literal\\* and \\[x\\](y)');
    expect(root.querySelector('em, strong, a')).toBeNull();
    expect(root.textContent).toContain('2 * 3 * 4, **not closed, a_snake_case_name, *literal* and [x](y)');
  });

  it('reads links with emphasis in the label, titles and angle-bracketed addresses', () => {
    const root = dom('see [the **help**](/page/help "Help") or [mail](<mailto:hi@example.com>) or [wiki](https://en.wikipedia.org/wiki/Foo_(bar))');
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/page/help', 'mailto:hi@example.com', 'https://en.wikipedia.org/wiki/Foo_(bar)']);
    expect(links[0]!.querySelector('strong')).toHaveTextContent('help');
  });

  it('keeps a bracket that is no link as text', () => {
    expect(dom('[just brackets] and [open').textContent).toContain('[just brackets] and [open');
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

  it('never links a javascript: or data: address, and renders safe links as links', () => {
    const source = '[click me](javascript:alert(1)) [site](/page/help) [web](https://example.com) [mail](mailto:a@example.com)';
    const { container } = renderWithStore(<Markdown source={source} testId="md" />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/page/help', 'https://example.com', 'mailto:a@example.com']);
    expect(screen.getByTestId('md')).toHaveTextContent('click me');
    // markdown-it leaves a refused link as the text it was typed as: words, never an address to follow.
    expect(container.innerHTML).not.toMatch(/href="\s*javascript/i);
    expect(dom('<javascript:alert(1)> and [x](JAVASCRIPT:alert(1)) and [y](data:text/html,hi)').querySelector('a')).toBeNull();
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
