// The one plain button of the site: a <button> (or <a> with `href`, or PlainLinkButton for an in-app link)
// wearing antd's Button markup and class names, which the static stylesheet (styles/antd.css) draws in both
// themes: the same look, hover, focus ring, shapes, sizes, danger and primary colours, disabled and loading states
// as antd's Button, without its code (the click wave, the loading icon's width motion, the compact-space and
// semantic-style logic) or its theme hook. The app shell's header draws its buttons with it too, so it stays
// small: the loading spinner is @ant-design/icons-svg's outline drawn by PlainIcon, not @ant-design/icons. What
// is left out: the click wave, the loading icon's grow-in motion, the space antd puts between two Chinese
// characters.
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import { useRouter } from 'next/router';
import {
  Children,
  isValidElement,
  Fragment,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { isPlainClick } from '@/lib/plain-click';
import { classNames, useAntdHash } from './antd-hash';
import { PlainIcon } from './plain-icon';

export type PlainButtonType = 'primary' | 'default' | 'text' | 'link';
export type PlainButtonSize = 'small' | 'middle' | 'large';

interface LookProps {
  type?: PlainButtonType;
  danger?: boolean;
  /** antd's `ghost`: a primary button drawn outlined on a transparent background. */
  ghost?: boolean;
  size?: PlainButtonSize;
  /** antd's `shape="circle"` (a round icon button). */
  shape?: 'circle';
  /** Drawn before the label, in antd's icon slot (the spinner takes its place while loading). */
  icon?: ReactNode;
  /** A spinner in the icon slot; presses do nothing meanwhile. */
  loading?: boolean;
  /** The full width of its container. */
  block?: boolean;
  disabled?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export type PlainButtonProps = LookProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | keyof LookProps> & {
    htmlType?: 'button' | 'submit' | 'reset';
    href?: undefined;
  };

export type PlainAnchorProps = LookProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'type' | keyof LookProps> & { href: string };

/** antd's colour and variant for each button type. */
const LOOKS: Record<PlainButtonType, [color: string, variant: string]> = {
  default: ['default', 'outlined'],
  primary: ['primary', 'solid'],
  text: ['default', 'text'],
  link: ['link', 'link'],
};

const unbordered = (variant: string) => variant === 'text' || variant === 'link';

/** The class list antd's Button renders for these props (links add `ant-btn-disabled` when disabled). */
function useButtonClass({ type = 'default', danger, ghost, size, shape, block, className }: LookProps, iconOnly: boolean, loading: boolean) {
  const hash = useAntdHash();
  const [color, look] = LOOKS[type];
  // A ghost primary is outlined; antd ignores ghost on text and link buttons.
  const variant = ghost && look === 'solid' ? 'outlined' : look;
  return classNames(
    'ant-btn',
    hash,
    CSS_VAR_KEY,
    shape && `ant-btn-${shape}`,
    `ant-btn-${type}`,
    danger && 'ant-btn-dangerous',
    `ant-btn-color-${danger ? 'dangerous' : color}`,
    `ant-btn-variant-${variant}`,
    size === 'large' && 'ant-btn-lg',
    size === 'small' && 'ant-btn-sm',
    iconOnly && 'ant-btn-icon-only',
    ghost && !unbordered(variant) && 'ant-btn-background-ghost',
    loading && 'ant-btn-loading',
    block && 'ant-btn-block',
    className,
  );
}

/**
 * antd's content markup: adjacent texts and numbers joined, a text (or a fragment) in a span, which its spacing
 * rules target; a lone number and elements as they are.
 */
function content(children: ReactNode): ReactNode[] {
  const joined: ReactNode[] = [];
  let previousPure = false;
  Children.forEach(children, (child) => {
    const pure = typeof child === 'string' || typeof child === 'number';
    if (pure && previousPure) joined[joined.length - 1] = `${joined[joined.length - 1] as string | number}${child}`;
    else if (child !== null && child !== undefined && typeof child !== 'boolean') joined.push(child);
    previousPure = pure;
  });
  return joined.map((child, i) =>
    typeof child === 'string' || (isValidElement(child) && child.type === Fragment) ? <span key={i}>{child}</span> : child,
  );
}

function iconSlot(icon: ReactNode, loading: boolean) {
  if (loading) {
    return (
      <span className="ant-btn-icon ant-btn-loading-icon">
        <PlainIcon icon={LoadingOutlined} />
      </span>
    );
  }
  return icon ? <span className="ant-btn-icon">{icon}</span> : null;
}

const hasContent = (children: ReactNode) => !!children || children === 0;

/** A button drawn as antd's `<Button>`; with `href`, a link drawn as antd's `<Button href>`. */
export function PlainButton(props: PlainButtonProps | PlainAnchorProps) {
  const { type, danger, ghost, size, shape, icon, loading = false, block, disabled = false, className, style, children, ...rest } = props;
  const classes = useButtonClass({ type, danger, ghost, size, shape, block, className }, !hasContent(children) && (!!icon || loading), loading);
  const inner = (
    <>
      {iconSlot(icon, loading)}
      {content(children)}
    </>
  );

  if (rest.href !== undefined) {
    const { href, onClick, ...anchor } = rest as Omit<PlainAnchorProps, keyof LookProps>;
    const click = (e: MouseEvent<HTMLAnchorElement>) => {
      if (loading || disabled) {
        e.preventDefault();
        return;
      }
      onClick?.(e);
    };
    return (
      <a
        {...anchor}
        className={classNames(classes, disabled && 'ant-btn-disabled')}
        href={disabled ? undefined : href}
        style={style}
        onClick={click}
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled}
      >
        {inner}
      </a>
    );
  }

  const { htmlType = 'button', onClick, ...button } = rest as Omit<PlainButtonProps, keyof LookProps>;
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (loading || disabled) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button {...button} type={htmlType} className={classes} style={style} onClick={click} disabled={disabled}>
      {inner}
    </button>
  );
}

/**
 * A link drawn as antd's `<Button href>`: a real link (middle-click, a new tab and screen readers work) that
 * navigates in-app through the router on a plain left click, without prefetching its page.
 */
export function PlainLinkButton({ href, onClick, ...rest }: PlainAnchorProps) {
  const router = useRouter();
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !isPlainClick(e)) return;
    e.preventDefault();
    void router.push(href);
  };
  return <PlainButton {...rest} href={href} onClick={handleClick} />;
}
