// The directory's text box: a plain <input> wearing antd's Input class names (the outlined box with a search
// icon before the text and a clear button after it), which the static stylesheet (styles/antd.css) draws in
// both themes with antd's hover and focus looks. antd's Input would bring its count, composition and
// resizable text-area code to the page; the box needs none of it.
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useRef, type CSSProperties } from 'react';
import { PlainIcon } from '@/components/common/plain-icon';
import { CSS_VAR_KEY } from '@/components/app/antd-theme';
import { useAntdHash } from '@/components/common/antd-hash';
import { useTypedBeforeHydration } from '@/components/common/typed-before-hydration';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  /** The box's accessible name. */
  label: string;
  style?: CSSProperties;
  testId: string;
}

export function SearchBox({ value, onChange, placeholder, maxLength, label, style, testId }: SearchBoxProps) {
  const hash = useAntdHash();
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, onChange);
  return (
    // A press on the icon or the padding puts the caret in the box, as antd's does.
    <span
      className={`ant-input-affix-wrapper ${hash} ant-input-outlined ${CSS_VAR_KEY} ant-input-css-var`}
      style={style}
      onClick={(e) => {
        if (e.target !== input.current && !(e.target instanceof Element && e.target.closest('button'))) input.current?.focus();
      }}
    >
      <span className="ant-input-prefix">
        <PlainIcon icon={SearchOutlined} aria-hidden />
      </span>
      <input
        ref={input}
        className={`ant-input ${hash}`}
        type="text"
        placeholder={placeholder}
        maxLength={maxLength}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      <span className="ant-input-suffix">
        <button
          type="button"
          aria-label="Clear"
          className={value ? 'ant-input-clear-icon' : 'ant-input-clear-icon ant-input-clear-icon-hidden'}
          // Keep the focus in the box.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
          data-testid={`${testId}-clear`}
        >
          <PlainIcon icon={CloseCircleFilled} aria-hidden />
        </button>
      </span>
    </span>
  );
}
