// A customer's ledger (superuser), oldest first: each charge or payment and the balance after it. A table from
// 768 px, one card per entry on a phone.
import type { BalanceReport } from '@/lib/contract/orders';
import { Money } from './money';
import { carName } from './record-labels';
import { formatRecordDay } from './records-list-params';

type LedgerEntry = NonNullable<BalanceReport['entries']>[number];

/** The entry's car, unless its description already names it. */
const carLine = (entry: LedgerEntry): string | null => {
  if (!entry.car) return null;
  const name = carName(entry.car);
  return entry.description.includes(name) ? null : name;
};

const amount = (value: number) => (value === 0 ? '' : <Money value={value} />);

export function BalanceLedger({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-gray-500">No charges or payments yet.</p>;
  return (
    <>
      <div className="hidden overflow-x-auto sm:block">
        <table className="min-w-full divide-y divide-gray-200 text-sm">
          <caption className="sr-only">Ledger, oldest first, with the running balance</caption>
          <thead className="text-left text-xs font-semibold tracking-wide text-gray-600 uppercase">
            <tr>
              <th scope="col" className="px-2 py-2">
                Date
              </th>
              <th scope="col" className="px-2 py-2">
                Description
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Charge
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Payment
              </th>
              <th scope="col" className="px-2 py-2 text-right">
                Balance
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="px-2 py-2 whitespace-nowrap text-gray-700">{formatRecordDay(entry.date)}</td>
                <td className="px-2 py-2 text-gray-900">
                  {entry.description}
                  {carLine(entry) && <span className="block text-xs text-gray-500">{carLine(entry)}</span>}
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap tabular-nums">{amount(entry.debit)}</td>
                <td className="px-2 py-2 text-right whitespace-nowrap text-green-800 tabular-nums">
                  {amount(entry.credit)}
                </td>
                <td className="px-2 py-2 text-right whitespace-nowrap">
                  <Money value={entry.balance} balance />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ol aria-label="Ledger, oldest first" className="space-y-2 sm:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-gray-200 p-3 text-sm">
            <div className="flex justify-between gap-3">
              <span className="text-gray-600">{formatRecordDay(entry.date)}</span>
              <span>
                Balance <Money value={entry.balance} balance />
              </span>
            </div>
            <p className="mt-1 text-gray-900">{entry.description}</p>
            {carLine(entry) && <p className="text-xs text-gray-500">{carLine(entry)}</p>}
            <p className="mt-1 tabular-nums">
              {entry.debit > 0 && (
                <>
                  Charge <Money value={entry.debit} />
                </>
              )}
              {entry.credit > 0 && (
                <span className="text-green-800">
                  Payment <Money value={entry.credit} />
                </span>
              )}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
