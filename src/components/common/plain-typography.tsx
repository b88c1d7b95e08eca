// antd's Typography (Text, Title, Paragraph) as the plain elements it renders for text that is only shown: the
// same element, class names (with the theme's hash and variables class) and decoration wrappers, so the static
// stylesheet draws it as it drew antd's. antd's Typography brings its editing, copying and ellipsis-measuring
// code (a text area, a tooltip, the clipboard helper, resize observers) to every page that uses it, although
// almost every use here is a line of text with a type, a weight or a heading level.
// The props are only those drawn exactly as antd draws them: copyable, editable, an ellipsis with rows, a
// tooltip or an expander, and event handlers are not accepted, so a file that needs them keeps antd's Typography.
// test/unit/server/plain-typography.test.ts compares the markup with antd's for each prop.
import { createElement, type AriaAttributes, type AriaRole, type CSSProperties, type ReactNode } from 'react';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { classNames, useAntdHash } from './antd-hash';

/** This markup wears antd's Typography styles though nothing may import Typography: the static stylesheet keeps them. */
export const WEARS_ANTD_STYLES = ['Typography'] as const;

const PREFIX = 'ant-typography';

type Decorations = {
  strong?: boolean;
  italic?: boolean;
  code?: boolean;
  delete?: boolean;
  underline?: boolean;
  mark?: boolean;
  keyboard?: boolean;
};

/** What the plain Typography draws as antd does; `data-*` attributes pass through as well. */
export type PlainTypographyProps = Decorations &
  AriaAttributes & {
    type?: 'secondary' | 'success' | 'warning' | 'danger';
    disabled?: boolean;
    /** One line cut short with an ellipsis by CSS (antd's boolean `ellipsis`). */
    ellipsis?: boolean;
    className?: string;
    style?: CSSProperties;
    id?: string;
    role?: AriaRole;
    title?: string;
    children?: ReactNode;
  };

export type PlainTitleProps = PlainTypographyProps & { level?: 1 | 2 | 3 | 4 | 5 };

/** antd's decoration wrappers, innermost first: strong, u, del, code, mark, kbd, i. */
function decorate({ strong, underline, delete: del, code, mark, keyboard, italic }: Decorations, content: ReactNode): ReactNode {
  let node = content;
  const wraps: Array<[string, boolean | undefined]> = [
    ['strong', strong],
    ['u', underline],
    ['del', del],
    ['code', code],
    ['mark', mark],
    ['kbd', keyboard],
    ['i', italic],
  ];
  for (const [tag, on] of wraps) if (on) node = createElement(tag, {}, node);
  return node;
}

function useTypography(tag: string, props: PlainTypographyProps) {
  const { type, disabled, ellipsis, strong, italic, code, delete: del, underline, mark, keyboard, className, style, title, 'aria-label': ariaLabel, children, ...rest } = props;
  const hash = useAntdHash();
  const cls = classNames(
    PREFIX,
    type && `${PREFIX}-${type}`,
    disabled && `${PREFIX}-disabled`,
    ellipsis && `${PREFIX}-ellipsis`,
    ellipsis && `${PREFIX}-ellipsis-single-line`,
    className,
    hash,
    CSS_VAR_KEY,
  );
  // The attributes in antd's order (its aria-label and title first, then the rest, then class and style), so the
  // server's HTML is the same string.
  return createElement(tag, { 'aria-label': ariaLabel, title, ...rest, className: cls, style }, decorate({ strong, italic, code, delete: del, underline, mark, keyboard }, children));
}

function Text(props: PlainTypographyProps) {
  return useTypography('span', props);
}

function Title({ level = 1, ...props }: PlainTitleProps) {
  return useTypography(`h${level}`, props);
}

function Paragraph(props: PlainTypographyProps) {
  return useTypography('div', props);
}

/** antd's `Typography.Text`, `Typography.Title` and `Typography.Paragraph` for text that is only shown. */
export const Typography = { Text, Title, Paragraph };
