// A password box: the plain text box (plain-input.tsx) with antd's Input.Password classes and its eye toggle,
// which shows the password while pressed. As antd's does, it keeps the password out of the input's `value`
// attribute, where a style sheet's attribute selectors could read it.
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { PlainInput, type PlainInputProps } from './plain-input';

export type PlainPasswordProps = Omit<PlainInputProps, 'type' | 'suffix' | 'boxClassName'>;

const keep = (e: SyntheticEvent) => e.preventDefault();

/** antd's `<Input.Password>`: the toggle is a button named "Show password", pressed while the text shows. */
export function PlainPassword({ ref, onChange, ...props }: PlainPasswordProps) {
  const [visible, setVisible] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  // React mirrors a controlled value into the attribute when it renders it, and again once a typed change's
  // handlers have run: the attribute goes after each render and after each change.
  const dropAttribute = () => input.current?.removeAttribute('value');
  useLayoutEffect(dropAttribute);
  const toggle = () => setVisible((shown) => !shown);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    if (!e.repeat) toggle();
  };
  const icon = (
    <span
      role="button"
      tabIndex={0}
      className="ant-input-password-icon"
      aria-label="Show password"
      aria-pressed={visible}
      // Keep the focus and the caret where they are.
      onMouseDown={keep}
      onMouseUp={keep}
      onKeyDown={onKeyDown}
      onClick={toggle}
    >
      {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
    </span>
  );
  return (
    <PlainInput
      {...props}
      ref={(el) => {
        input.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      onChange={(e) => {
        onChange?.(e);
        queueMicrotask(dropAttribute);
      }}
      type={visible ? 'text' : 'password'}
      suffix={icon}
      boxClassName="ant-input-password"
    />
  );
}
