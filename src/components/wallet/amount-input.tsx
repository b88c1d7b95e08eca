// The dollar amount box of the tip dialog and of the wallet top-up: whole input width, nothing below zero.
import { InputNumber } from 'antd';

interface AmountInputProps {
  amount: number | null;
  /** Runs on every edit, with null once the box is cleared. */
  onAmount: (amount: number | null) => void;
  step?: number;
  label: string;
  testId: string;
}

export function AmountInput({ amount, onAmount, step, label, testId }: AmountInputProps) {
  return (
    <InputNumber<number>
      value={amount}
      onChange={(v) => onAmount(typeof v === 'number' ? v : null)}
      min={0}
      step={step}
      prefix="$"
      style={{ width: '100%' }}
      aria-label={label}
      data-testid={testId}
    />
  );
}
