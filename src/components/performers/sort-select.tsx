// The directory's order picker, antd's Select: its own chunk, loaded when the visitor first opens the
// light button that stands in for it (sort-picker.tsx), and opened at once.
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { AntdScope } from './antd-scope';
import type { SortChoice } from './search-query';

export interface SortSelectProps {
  value: SortChoice;
  options: { value: SortChoice; label: string }[];
  onChange: (choice: SortChoice) => void;
  style: CSSProperties;
  testId: string;
}

export default function SortSelect({ value, options, onChange, style, testId }: SortSelectProps) {
  return (
    <AntdScope>
      <Select<SortChoice>
        aria-label="Sort by"
        value={value}
        options={options}
        onChange={onChange}
        defaultOpen
        autoFocus
        style={style}
        data-testid={testId}
      />
    </AntdScope>
  );
}
