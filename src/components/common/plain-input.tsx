// A text box as a plain <input> wearing antd's Input class names (outlined, with an icon before the text or a
// control after it), which the static stylesheet (styles/antd.css) draws in both themes with antd's hover, focus
// and error looks. antd's Input would bring its count, composition and text-area code to the page.
import { useRef, type ChangeEvent, type CSSProperties, type InputHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from 'react';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { classNames, useAntdHash } from './antd-hash';
import { useTypedBeforeHydration } from './typed-before-hydration';

export interface PlainInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'size'> {
  /** Drawn before the text (an icon). */
  prefix?: ReactNode;
  /** Drawn after the text (a control of the box's own). */
  suffix?: ReactNode;
  /** antd's status: "error" draws the red border. */
  status?: 'error';
  /** More classes for the outlined box (antd's Password adds its own). */
  boxClassName?: string;
  /** The outlined box's style (with an icon or a control, the box is not the input). */
  boxStyle?: CSSProperties;
  ref?: Ref<HTMLInputElement>;
}

/** antd's `<Input prefix suffix status>`. */
export function PlainInput({ prefix, suffix, status, boxClassName, boxStyle, className, ref, ...rest }: PlainInputProps) {
  const hash = useAntdHash();
  const own = useRef<HTMLInputElement | null>(null);
  const look = classNames('ant-input-outlined', status && `ant-input-status-${status}`, CSS_VAR_KEY, 'ant-input-css-var');
  // Text typed before hydration reaches the page as a change of the box, as if typed after it.
  const { onChange } = rest;
  useTypedBeforeHydration(own, rest.value, onChange && ((_, box) => onChange({ target: box, currentTarget: box } as ChangeEvent<HTMLInputElement>)));
  const setRef = (el: HTMLInputElement | null) => {
    own.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  if (prefix == null && suffix == null) {
    return <input {...rest} ref={setRef} className={classNames('ant-input', hash, look, boxClassName, className)} style={boxStyle ? { ...boxStyle, ...rest.style } : rest.style} />;
  }
  // A press on the icon, the padding or a control of the box's own puts the caret in the box, as antd's does
  // (a <button> in it, such as a clear button, gives the focus back itself).
  const focus = (e: MouseEvent<HTMLSpanElement>) => {
    if (!(e.target instanceof Element && e.target.closest('button'))) own.current?.focus();
  };
  return (
    <span className={classNames('ant-input-affix-wrapper', hash, look, boxClassName)} style={boxStyle} onClick={focus}>
      {prefix != null ? <span className="ant-input-prefix">{prefix}</span> : null}
      <input {...rest} ref={setRef} className={classNames('ant-input', hash, className)} />
      {suffix != null ? <span className="ant-input-suffix">{suffix}</span> : null}
    </span>
  );
}
