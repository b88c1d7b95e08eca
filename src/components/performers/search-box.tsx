// The directory's text box: the plain text box (common/plain-input.tsx) with a search icon before the text and
// antd's clear button after it, drawn by the static stylesheet (styles/antd.css) in both themes. antd's Input
// would bring its count, composition and resizable text-area code to the page; the box needs none of it.
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useRef, type CSSProperties } from 'react';
import { PlainIcon } from '@/components/common/plain-icon';
import { PlainInput } from '@/components/common/plain-input';

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
  const input = useRef<HTMLInputElement>(null);
  return (
    <PlainInput
      ref={input}
      boxStyle={style}
      prefix={<PlainIcon icon={SearchOutlined} aria-hidden />}
      suffix={
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
      }
      type="text"
      placeholder={placeholder}
      maxLength={maxLength}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  );
}
