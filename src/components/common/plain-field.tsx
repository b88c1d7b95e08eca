// A vertical antd form and its items as plain elements wearing antd's Form class names, which the static
// stylesheet (styles/antd.css) draws in both themes: the label above the control and the red line under it
// when the value is wrong. antd's Form would bring its field store, rule engine and async validator to the
// page; a form that checks its few fields itself needs none of it.
import type { CSSProperties, FormHTMLAttributes, ReactNode } from 'react';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { classNames, useAntdHash } from './antd-hash';

/** The space under each item (antd's Form token `itemMarginBottom`, a variable on the form). */
const ITEM_MARGIN = 'var(--ant-form-item-margin-bottom)';

/** antd's `<Form layout="vertical" requiredMark={false}>`: a plain <form> with its classes. */
export function PlainForm({ className, children, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  const hash = useAntdHash();
  return (
    <form {...rest} className={classNames('ant-form', 'ant-form-vertical', 'ant-form-hide-required-mark', CSS_VAR_KEY, 'ant-form-css-var', hash, className)}>
      {children}
    </form>
  );
}

/** What a field's control carries: its id (the label's target), its state for assistive technology and its look. */
export interface PlainFieldControl {
  id: string;
  'aria-required'?: true;
  'aria-invalid'?: true;
  /** The error line, while there is one. */
  'aria-describedby'?: string;
  /** antd's input status: the red border while there is an error. */
  status?: 'error';
}

export interface PlainFieldProps {
  /** The control's id; the error line is `<id>_help`. */
  id: string;
  label: string;
  /** The message under the control (none: the field is fine). */
  error?: string;
  required?: boolean;
  style?: CSSProperties;
  /** The control, given the props that connect it to the label and the error line. */
  children: (control: PlainFieldControl) => ReactNode;
}

/**
 * antd's `<Form.Item label name rules>` in a vertical form: the label for the control, the control, and the error
 * line under it (announced as an alert). As antd does, the line takes the item's bottom margin, so what follows
 * does not move when it appears.
 */
export function PlainField({ id, label, error, required = false, style, children }: PlainFieldProps) {
  const hash = useAntdHash();
  const col = (name: string) => classNames('ant-col', name, hash, CSS_VAR_KEY);
  const help = `${id}_help`;
  const control: PlainFieldControl = { id };
  if (required) control['aria-required'] = true;
  if (error) Object.assign(control, { 'aria-invalid': true, 'aria-describedby': help, status: 'error' });
  return (
    <div
      className={classNames('ant-form-item', CSS_VAR_KEY, 'ant-form-css-var', hash, error && 'ant-form-item-with-help', error && 'ant-form-item-has-error', 'ant-form-item-vertical')}
      style={style}
    >
      <div className={classNames('ant-row', 'ant-form-item-row', hash, CSS_VAR_KEY)}>
        <div className={col('ant-form-item-label')}>
          <label htmlFor={id} className={classNames(required && 'ant-form-item-required', 'ant-form-item-required-mark-hidden')} title={label}>
            {label}
          </label>
        </div>
        <div className={col('ant-form-item-control')}>
          <div className="ant-form-item-control-input">
            <div className="ant-form-item-control-input-content">{children(control)}</div>
          </div>
          {error ? (
            <div className="ant-form-item-additional" style={{ minHeight: ITEM_MARGIN }}>
              <div id={help} className={classNames('ant-form-item-explain', CSS_VAR_KEY, 'ant-form-css-var', 'ant-form-item-explain-connected', hash)}>
                <div className="ant-form-item-explain-error" role="alert">
                  {error}
                </div>
              </div>
            </div>
          ) : null}
        </div>
      </div>
      {error ? <div className="ant-form-item-margin-offset" style={{ marginBottom: `calc(-1 * ${ITEM_MARGIN})` }} /> : null}
    </div>
  );
}
