// The plain skeleton, divider, progress bar, tag, alert and empty state wear antd's classes and markup for the
// same props, so the site's static antd stylesheet draws them as it draws antd's own (the empty state with a
// picture of our own, in antd's size and theme colours).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PushpinFilled } from '@ant-design/icons';
import { screen } from '@testing-library/react';
import { Alert, Button, ConfigProvider, Divider, Empty, Progress, Skeleton, Tag } from 'antd';
import type { ReactElement } from 'react';
import { antdThemeConfig } from '@/components/app/antd-theme-config';
import { PlainAlert, PlainDivider, PlainEmpty, PlainProgress, PlainSkeleton } from '@/components/common/plain-marks';
import { PlainTag } from '@/components/common/plain-tag';
import { markupShape } from '../../helpers/antd-markup';
import { withIconFromFile } from '../../helpers/icon-file';
import { renderWithStore } from '../../helpers/render';

// CSS modules name their classes here (the tests' stub for every stylesheet otherwise leaves them out), so each
// part of the empty state's picture can be matched with its dark rule.
jest.mock('../../helpers/style-mock', () => ({ __esModule: true, default: new Proxy({}, { get: (_, key) => String(key) }) }));

// antd names its class hash differently in development (and tests); the stylesheet holds the production name.
const classesOf = (el: Element) => [...el.classList].map((c) => c.replace(/^css-dev-only-do-not-override-/, 'css-')).sort();
const stylesheet = readFileSync(join(__dirname, '../../../styles/antd.css'), 'utf8');

/** Renders both side by side (each in a box with a test id) and returns their root elements. */
function pair(mine: ReactElement, theirs: ReactElement) {
  renderWithStore(
    <>
      <div data-testid="mine">{mine}</div>
      <div data-testid="theirs">{theirs}</div>
    </>,
  );
  return [screen.getByTestId('mine').firstElementChild!, screen.getByTestId('theirs').firstElementChild!] as const;
}

function expectSameLook(mine: Element, theirs: Element) {
  expect(classesOf(mine)).toEqual(classesOf(theirs));
  // The full bar's tick is drawn from the site's icon file.
  expect(mine.innerHTML).toBe(withIconFromFile(theirs.innerHTML, { name: 'check-circle', theme: 'filled' }));
  for (const attribute of ['role', 'aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'aria-label']) {
    expect(mine.getAttribute(attribute)).toBe(theirs.getAttribute(attribute));
  }
}

it.each([
  ['a skeleton', <PlainSkeleton key="p" rows={3} />, <Skeleton key="a" active avatar paragraph={{ rows: 3 }} />],
  ['a plain divider with words', <PlainDivider key="p">All done</PlainDivider>, <Divider key="a" plain>All done</Divider>],
  ['a progress bar', <PlainProgress key="p" percent={50} aria-label="Set-up" />, <Progress key="a" percent={50} size="small" aria-label="Set-up" />],
  ['a full progress bar (the tick)', <PlainProgress key="p" percent={100} aria-label="Set-up" />, <Progress key="a" percent={100} size="small" aria-label="Set-up" />],
  ['a bar without its number', <PlainProgress key="p" percent={30} showInfo={false} aria-label="Votes" />, <Progress key="a" percent={30} size="small" showInfo={false} aria-label="Votes" />],
  ['a tag with an icon', <PlainTag key="p" color="blue" icon={<PushpinFilled />}>Pinned</PlainTag>, <Tag key="a" color="blue" icon={<PushpinFilled />}>Pinned</Tag>],
  ['a status tag', <PlainTag key="p" color="processing">Pending review</PlainTag>, <Tag key="a" color="processing">Pending review</Tag>],
  ['a tag without a colour', <PlainTag key="p" data-set="false">not set</PlainTag>, <Tag key="a" data-set="false">not set</Tag>],
  ['a default tag', <PlainTag key="p" color="default">not set</PlainTag>, <Tag key="a" color="default">not set</Tag>],
  [
    'a warning with a description and an action',
    <PlainAlert key="p" type="warning" title="Could not load" description="Offline" action={<Button>Try again</Button>} />,
    <Alert key="a" type="warning" showIcon title="Could not load" description="Offline" action={<Button>Try again</Button>} />,
  ],
  ['an error', <PlainAlert key="p" type="error" title="Failed" />, <Alert key="a" type="error" showIcon title="Failed" />],
])('%s wears the classes and markup of antd\'s', (_, mine, theirs) => {
  const [plain, antd] = pair(mine, theirs);
  expectSameLook(plain, antd);
});

it('the progress bar keeps its value between 0 and 100, rounded, for the bar and assistive technology', () => {
  renderWithStore(
    <>
      <PlainProgress percent={66.6667} aria-label="Two thirds" />
      <PlainProgress percent={140} showInfo={false} aria-label="Over" />
    </>,
  );
  expect(screen.getByRole('progressbar', { name: 'Two thirds' })).toHaveAttribute('aria-valuenow', '67');
  expect(screen.getByText('67%')).toBeInTheDocument();
  const over = screen.getByRole('progressbar', { name: 'Over' });
  expect(over).toHaveAttribute('aria-valuenow', '100');
  expect(over.querySelector<HTMLElement>('.ant-progress-track')!.style.width).toBe('100%');
});

it('the stylesheet holds the rules these classes need', () => {
  for (const name of ['ant-skeleton-with-avatar', 'ant-divider-plain', 'ant-progress-status-success', 'ant-tag-processing', 'ant-alert-with-description']) {
    expect(stylesheet).toContain(`.${name}`);
  }
});

/** The empty state without its picture: the box around it stays, emptied. */
function withoutPicture(el: Element) {
  const copy = el.cloneNode(true) as Element;
  copy.querySelector('.ant-empty-image')!.replaceChildren();
  return copy;
}

it('an empty state wears the classes and markup of antd\'s around its picture, with its footer', () => {
  const [plain, antd] = pair(
    <PlainEmpty description="No posts yet.">
      <a href="/performers">Find performers</a>
    </PlainEmpty>,
    <Empty description="No posts yet.">
      <a href="/performers">Find performers</a>
    </Empty>,
  );
  expect(classesOf(plain)).toEqual(classesOf(antd));
  expect(markupShape(withoutPicture(plain))).toBe(markupShape(withoutPicture(antd)));
  expect(withoutPicture(plain).innerHTML).toBe(withoutPicture(antd).innerHTML);
});

it("the empty state's picture is our own, in the size and with the accessible name of antd's", () => {
  const [plain, antd] = pair(<PlainEmpty description="Nothing" />, <Empty description="Nothing" />);
  const mine = plain.querySelector('.ant-empty-image > svg')!;
  const theirs = antd.querySelector('.ant-empty-image > svg')!;
  for (const attribute of ['width', 'height', 'viewBox']) expect(mine.getAttribute(attribute)).toBe(theirs.getAttribute(attribute));
  expect(mine.querySelector(':scope > title')?.textContent).toBe('No data');
  expect(mine.querySelector(':scope > title')?.textContent).toBe(theirs.querySelector('title')?.textContent);
  // None of antd's artwork: no outline of its picture is in ours.
  const outlines = (svg: Element) => [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d'));
  expect(outlines(mine).length).toBeGreaterThan(0);
  expect(outlines(mine).filter((d) => outlines(theirs).includes(d))).toEqual([]);
});

it("the empty state's picture has antd's colours: the light theme's in its attributes, the dark one's from its stylesheet", () => {
  const fills = (el: Element) => [...el.querySelectorAll('[fill]')].filter((n) => n.getAttribute('fill') !== 'none');
  const fillsOf = (el: Element) => fills(el).map((n) => n.getAttribute('fill'));
  renderWithStore(
    <>
      <div data-testid="mine">
        <PlainEmpty description="Nothing" />
      </div>
      <div data-testid="light">
        <ConfigProvider theme={antdThemeConfig('light')}>
          <Empty description="Nothing" />
        </ConfigProvider>
      </div>
      <div data-testid="dark">
        <ConfigProvider theme={antdThemeConfig('dark')}>
          <Empty description="Nothing" />
        </ConfigProvider>
      </div>
    </>,
  );
  // antd's colours: each light one and the dark one it becomes, part by part.
  const light = fillsOf(screen.getByTestId('light'));
  const dark = fillsOf(screen.getByTestId('dark'));
  expect(light).toHaveLength(dark.length);
  const darkOf = new Map(light.map((fill, i) => [fill, dark[i]]));
  const css = readFileSync(join(__dirname, '../../../src/components/common/plain-marks.module.css'), 'utf8');
  const darkRule = (name: string | null) => new RegExp(`\\.${name} \\{ fill: (#[0-9a-f]+); \\}`).exec(css)?.[1];
  const parts = fills(screen.getByTestId('mine'));
  expect(parts.length).toBeGreaterThan(0);
  for (const part of parts) {
    const fill = part.getAttribute('fill');
    expect(light).toContain(fill);
    // With the part's class, to say which rule differs.
    expect([part.getAttribute('class'), darkRule(part.getAttribute('class'))]).toEqual([part.getAttribute('class'), darkOf.get(fill)]);
  }
});
