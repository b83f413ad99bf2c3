// An amount of money as the records show it; a balance still owed stands out, a credit reads as one.
import clsx from 'clsx';
import { formatMoney } from '../utils/money';

interface MoneyProps {
  value: number;
  /** A balance: owed (> 0) in the brand red, settled (0) in green, a credit (< 0) labelled. */
  balance?: boolean;
  className?: string;
}

export function Money({ value, balance = false, className }: MoneyProps) {
  if (!balance) return <span className={clsx('tabular-nums', className)}>{formatMoney(value)}</span>;
  return (
    <span className={clsx('font-semibold tabular-nums', value > 0 ? 'text-primary-700' : 'text-green-700', className)}>
      {value < 0 ? `${formatMoney(-value)} credit` : formatMoney(value)}
    </span>
  );
}
