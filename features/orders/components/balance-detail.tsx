'use client';
// One customer's balance (superuser): totals, the ledger with its running balance, and the notes.
import { useOrderRecord } from '../api/get-order-record';
import { BalanceLedger } from './balance-ledger';
import { Money } from './money';
import { RecordNotes } from './record-notes';
import { RecordDetailFrame, RecordDetailPending } from './record-detail-frame';
import { RecordFields, RecordSection } from './record-fields';
import { personName } from './record-labels';
import { formatRecordDay } from './records-list-params';

export function BalanceDetail({ customerId }: { customerId: number }) {
  const { data: report } = useOrderRecord('balancereports', customerId);
  if (!report) return <RecordDetailPending label="Loading the balance" />;

  return (
    <RecordDetailFrame
      back={{ href: '/shipping-dashboard/balance-report/', label: 'All balances' }}
      title={`Balance: ${personName(report.customer)}`}
      subtitle={report.customer.email}
      notes={<RecordNotes kind="balancereports" record={report} />}
    >
      <RecordSection id="balance-totals" title="Totals">
        <RecordFields
          fields={[
            { label: 'Charges', value: <Money value={report.charges} /> },
            { label: 'Payments', value: <Money value={report.payments} /> },
            { label: 'Balance', value: <Money value={report.balance} balance /> },
            { label: 'Last entry', value: formatRecordDay(report.last_entry_date) },
          ]}
        />
      </RecordSection>
      <RecordSection id="balance-ledger" title="Ledger">
        <BalanceLedger entries={report.entries ?? []} />
      </RecordSection>
    </RecordDetailFrame>
  );
}
