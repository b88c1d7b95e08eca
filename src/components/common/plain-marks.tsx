// antd's Skeleton, Divider, Progress bar, Alert and Empty as plain elements with antd's own class names, so they
// look the same from the site's static antd stylesheet (styles/antd.css) while the page loads none of those
// components' code. For what is drawn only (a bar, a label, a notice): the markup below is what antd renders for
// the same props, the empty state's picture apart (ours). antd's stylesheet scopes each rule to its theme's hash
// class and its CSS-variable key, which every element carries too. Their icons are the plain ones
// (plain-icon.tsx), not @ant-design/icons.
import type { CSSProperties, ReactNode } from 'react';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { useAntdHash } from './antd-hash';
import styles from './plain-marks.module.css';
import { PlainIcon } from './plain-icon';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from './plain-icon-outlines';

/** The classes antd gives its own root element: `names`, then the theme's hash and CSS-variable key. */
export function useAntdClasses() {
  const hash = useAntdHash();
  return (...names: string[]) => [...names, hash, CSS_VAR_KEY].filter(Boolean).join(' ');
}

/** antd's `<Skeleton active avatar paragraph={{ rows }} />`: a round picture, a title bar and `rows` lines. */
export function PlainSkeleton({ rows, 'data-testid': testId }: { rows: number; 'data-testid'?: string }) {
  const classes = useAntdClasses();
  return (
    <div className={classes('ant-skeleton', 'ant-skeleton-with-avatar', 'ant-skeleton-active')} data-testid={testId}>
      <div className="ant-skeleton-header">
        <span className="ant-skeleton-avatar ant-skeleton-avatar-lg ant-skeleton-avatar-circle" />
      </div>
      <div className="ant-skeleton-section">
        <h3 className="ant-skeleton-title" style={{ width: '50%' }} />
        <ul className="ant-skeleton-paragraph">
          {Array.from({ length: rows }, (_, i) => (
            <li key={i} />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** antd's `<Divider plain>` with its words in the middle. */
export function PlainDivider({ children, 'data-testid': testId }: { children: ReactNode; 'data-testid'?: string }) {
  const classes = useAntdClasses();
  return (
    <div
      className={classes('ant-divider', 'ant-divider-horizontal', 'ant-divider-with-text', 'ant-divider-with-text-center', 'ant-divider-plain')}
      role="separator"
      data-testid={testId}
    >
      <div className="ant-divider-rail ant-divider-rail-start" />
      <span className="ant-divider-inner-text">{children}</span>
      <div className="ant-divider-rail ant-divider-rail-end" />
    </div>
  );
}

/**
 * antd's `<Progress size="small" />` line: the bar, and the percentage after it unless `showInfo` is false (a
 * tick once it reaches 100, drawn in the success colour as antd does).
 */
export function PlainProgress({
  percent,
  showInfo = true,
  style,
  'aria-label': label,
  'data-testid': testId,
}: {
  percent: number;
  showInfo?: boolean;
  style?: CSSProperties;
  'aria-label': string;
  'data-testid'?: string;
}) {
  const classes = useAntdClasses();
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  const status = value >= 100 ? 'success' : 'normal';
  return (
    <div
      className={classes(
        'ant-progress',
        `ant-progress-status-${status}`,
        'ant-progress-line',
        'ant-progress-line-align-end',
        'ant-progress-line-position-outer',
        ...(showInfo ? ['ant-progress-show-info'] : []),
        'ant-progress-small',
      )}
      style={style}
      role="progressbar"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
      data-testid={testId}
    >
      <div className="ant-progress-body" style={{ width: '100%' }}>
        <div className="ant-progress-rail" style={{ height: 6 }}>
          <div className="ant-progress-track" style={{ width: `${value}%`, height: 6 }} />
        </div>
        {showInfo ? (
          <span className="ant-progress-indicator ant-progress-indicator-end ant-progress-indicator-outer" title={status === 'success' ? undefined : `${value}%`}>
            {status === 'success' ? <PlainIcon icon={CheckCircleFilled} /> : `${value}%`}
          </span>
        ) : null}
      </div>
    </div>
  );
}

const alertIcons = { warning: <PlainIcon icon={ExclamationCircleFilled} />, error: <PlainIcon icon={CloseCircleFilled} /> };

/** antd's `<Alert showIcon>` of the warning or error kind, with an optional description and action. */
export function PlainAlert({
  type,
  title,
  description,
  action,
  'data-testid': testId,
}: {
  type: keyof typeof alertIcons;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
}) {
  const classes = useAntdClasses();
  return (
    <div
      className={classes('ant-alert', `ant-alert-${type}`, 'ant-alert-outlined', ...(description ? ['ant-alert-with-description'] : []))}
      role="alert"
      data-testid={testId}
    >
      <span className="ant-alert-icon">{alertIcons[type]}</span>
      <div className="ant-alert-section">
        <div className="ant-alert-title">{title}</div>
        {description ? <div className="ant-alert-description">{description}</div> : null}
      </div>
      {action ? <div className="ant-alert-actions">{action}</div> : null}
    </div>
  );
}

/**
 * antd's `<Empty description>` (its classes and layout), and `children` (a way on) in its footer. The picture is
 * our own (an open, empty box) in the size of antd's default one and in its theme's colours: the attributes hold
 * the light theme's, plain-marks.module.css the dark theme's.
 */
export function PlainEmpty({ description, children, 'data-testid': testId }: { description: ReactNode; children?: ReactNode; 'data-testid'?: string }) {
  const classes = useAntdClasses();
  return (
    <div className={classes('ant-empty')} data-testid={testId}>
      <div className="ant-empty-image">
        <svg width="184" height="152" viewBox="0 0 184 152" xmlns="http://www.w3.org/2000/svg">
          <title>No data</title>
          <ellipse className={styles.emptyShadow} fillOpacity=".8" fill="#f0f0f0" cx="92" cy="130" rx="72" ry="13" />
          {/* The inside, seen through the opening, behind the two back flaps. */}
          <path className={styles.emptyDetail} fill="#d9d9d9" d="M36 52 92 36l56 16-56 16z" />
          <path className={styles.emptyPanel} fill="#f5f5f5" d="M36 52 26 30l56-16 10 22zm56-16 10-22 56 16-10 22z" />
          <path className={styles.emptyBorder} fill="#bfbfbf" d="M44 54.3 92 40.6l48 13.7-48 13.7z" />
          {/* The two sides in front, each with its flap folded out. */}
          <path className={styles.emptyPanel} fill="#f5f5f5" d="M36 52l56 16v62l-56-16z" />
          <path className={styles.emptyDetail} fill="#d9d9d9" d="M148 52 92 68v62l56-16z" />
          <path className={styles.emptyDetail} fill="#d9d9d9" d="M36 52l56 16-20 20-56-16z" />
          <path className={styles.emptyPanel} fill="#f5f5f5" d="m148 52-56 16 20 20 56-16z" />
          {/* A label on the left side, in the page's background colour. */}
          <path className={styles.emptyIcon} fill="#ffffff" d="m48 96 28 8v8l-28-8z" />
        </svg>
      </div>
      <div className="ant-empty-description">{description}</div>
      {children ? <div className="ant-empty-footer">{children}</div> : null}
    </div>
  );
}
