// The earnings page's filters: a range preset or two dates, and the kind of sale. They live in the
// address (fromDate, toDate, type), so a filtered view can be shared or reloaded.
import { Flex, Input, Select } from 'antd';
import { earningTypes } from '@/contracts/list-values';
import type { EarningType } from '@/contracts/wallet';
import { chargeTypeLabels } from '@/components/wallet/wallet-charges-list';
import { daysIn, lastDays, MAX_RANGE_DAYS, rangePresets, type DayRange } from './earning-range';

export interface EarningsFiltersProps {
  range: DayRange;
  type?: EarningType;
  today: Date;
  onChange: (filters: Record<string, string | null>) => void;
}

const typeOptions = earningTypes.map((value) => ({ value, label: chargeTypeLabels[value] }));

export function EarningsFilters({ range, type, today, onChange }: EarningsFiltersProps) {
  const preset = rangePresets.find(({ days }) => {
    const candidate = lastDays(days, today);
    return candidate.fromDate === range.fromDate && candidate.toDate === range.toDate;
  });
  const tooLong = daysIn(range) > MAX_RANGE_DAYS;

  return (
    <Flex gap={8} wrap align="center">
      <Select
        aria-label="Range"
        value={preset ? preset.days : undefined}
        placeholder="Custom range"
        options={rangePresets.map(({ days, label }) => ({ value: days, label }))}
        onChange={(days: number) => onChange({ ...lastDays(days, today) })}
        style={{ width: 150 }}
        data-testid="earning-range-preset"
      />
      <Input
        type="date"
        aria-label="From"
        value={range.fromDate}
        max={range.toDate}
        onChange={(e) => e.target.value && onChange({ fromDate: e.target.value, toDate: range.toDate })}
        style={{ width: 160 }}
        status={tooLong ? 'error' : undefined}
        data-testid="earning-from"
      />
      <Input
        type="date"
        aria-label="To"
        value={range.toDate}
        min={range.fromDate}
        onChange={(e) => e.target.value && onChange({ fromDate: range.fromDate, toDate: e.target.value })}
        style={{ width: 160 }}
        status={tooLong ? 'error' : undefined}
        data-testid="earning-to"
      />
      <Select
        allowClear
        aria-label="Type"
        placeholder="All types"
        value={type}
        options={typeOptions}
        onChange={(value?: EarningType) => onChange({ type: value ?? null })}
        style={{ width: 150 }}
        data-testid="earning-type-filter"
      />
    </Flex>
  );
}
