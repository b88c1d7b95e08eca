// A tick box as a plain checkbox input wearing antd's Checkbox class names, which the static stylesheet
// (styles/antd.css) draws in both themes (the box, its tick, hover and focus ring), inside a <label> with its
// words, as antd's. antd's Checkbox would bring its group logic and click wave to the page.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { classNames, useAntdHash } from './antd-hash';

export interface PlainCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange' | 'children'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The words beside the box (its accessible name). */
  children: ReactNode;
}

/** antd's `<Checkbox checked onChange>`. */
export function PlainCheckbox({ checked, onChange, disabled, children, className, style, ...rest }: PlainCheckboxProps) {
  const hash = useAntdHash();
  return (
    <label
      className={classNames('ant-checkbox-wrapper', checked && 'ant-checkbox-wrapper-checked', disabled && 'ant-checkbox-wrapper-disabled', className, CSS_VAR_KEY, 'ant-checkbox-css-var', hash)}
      style={style}
    >
      <span className={classNames('ant-checkbox', 'ant-wave-target', hash, checked && 'ant-checkbox-checked', disabled && 'ant-checkbox-disabled')}>
        <input {...rest} className="ant-checkbox-input" type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      </span>
      <span className="ant-checkbox-label">{children}</span>
    </label>
  );
}
