// What a car costs the customer, line by line, then the total, what they paid and the balance still due.
import { Money } from './money';

interface CostBreakdownProps {
  /** The charges, in the order they arise; zero lines are shown too (a $0 line says there is no such charge). */
  lines: { label: string; amount: number }[];
  total: number;
  paid: number;
  balance: number;
  /** Names the table for screen readers: "Costs of the 2021 Toyota Camry". */
  caption: string;
}

export function CostBreakdown({ lines, total, paid, balance, caption }: CostBreakdownProps) {
  const row = '[&>*]:py-1.5';
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody className="divide-y divide-gray-100">
        {lines.map((line) => (
          <tr key={line.label} className={row}>
            <th scope="row" className="text-left font-normal text-gray-700">
              {line.label}
            </th>
            <td className="text-right">
              <Money value={line.amount} />
            </td>
          </tr>
        ))}
        <tr className={`${row} border-t-2 border-gray-300`}>
          <th scope="row" className="text-left font-semibold text-gray-900">
            Total
          </th>
          <td className="text-right font-semibold">
            <Money value={total} />
          </td>
        </tr>
        <tr className={row}>
          <th scope="row" className="text-left font-normal text-gray-700">
            Paid
          </th>
          <td className="text-right text-green-700">
            <Money value={paid} />
          </td>
        </tr>
        <tr className={`${row} text-base`}>
          <th scope="row" className="text-left font-semibold text-gray-900">
            {balance < 0 ? 'Credit' : 'Balance due'}
          </th>
          <td className="text-right">
            <Money value={balance} balance />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
