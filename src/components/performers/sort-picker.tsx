// The directory's order, as a light button until first used: it shows the order in effect, and the first
// press (mouse, touch, Enter or Space) loads antd's Select (sort-select.tsx) in its place, already open.
// The button has the Select's size, so nothing moves when it is swapped.
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useState } from 'react';
import { PlainButton } from '@/components/common/plain-button';
import { PlainIcon } from '@/components/common/plain-icon';
import { cssVar } from '@/components/common/plain-tokens';
import { useOnDemand } from '@/components/common/use-on-demand';
import { sortLabels, type SortChoice } from './search-query';

export const SORT_STYLE = { flex: '0 1 190px', minWidth: 160 } as const;

export function SortPicker({ value, choices, onChange }: { value: SortChoice; choices: SortChoice[]; onChange: (choice: SortChoice) => void }) {
  const select = useOnDemand(() => import('./sort-select').then((m) => m.default));
  const [used, setUsed] = useState(false);
  const options = choices.map((choice) => ({ value: choice, label: sortLabels[choice] }));

  if (select.Component && used) {
    return <select.Component value={value} options={options} onChange={onChange} style={SORT_STYLE} testId="performer-sort" />;
  }
  return (
    <PlainButton
      aria-label={`Sort by: ${sortLabels[value]}`}
      aria-haspopup="listbox"
      loading={select.loading}
      onClick={async () => setUsed(await select.load())}
      style={{ ...SORT_STYLE, justifyContent: 'space-between', fontWeight: 'normal' }}
      data-testid="performer-sort"
    >
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{sortLabels[value]}</span>
      <PlainIcon icon={DownOutlined} style={{ color: cssVar.colorTextQuaternary, fontSize: 12 }} />
    </PlainButton>
  );
}
