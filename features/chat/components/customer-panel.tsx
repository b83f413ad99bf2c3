'use client';
// Staff only, beside a conversation: who the customer is, how to reach them (phone, Telegram, e-mail) and their
// shipping records, each opening its page.
import { Spinner } from '@/components/ui/spinner';
import { formatPhone, telHref } from '@/lib/phone';
import { useChatCustomer } from '../api/get-chat-customer';

const LINK = 'font-medium text-primary-700 underline-offset-2 hover:underline';

export function CustomerPanel({ chatId }: { chatId: number }) {
  const customer = useChatCustomer(chatId, true);
  return (
    <aside
      aria-label="Customer"
      className="hidden w-72 shrink-0 overflow-y-auto border-l border-gray-200 bg-white p-4 text-sm lg:block"
    >
      {customer.isPending ? (
        <Spinner label="Loading the customer" />
      ) : customer.isError ? (
        <p role="alert" className="text-primary-700">
          The customer could not be loaded.
        </p>
      ) : (
        <CustomerDetails customer={customer.data} />
      )}
    </aside>
  );
}

function CustomerDetails({ customer }: { customer: NonNullable<ReturnType<typeof useChatCustomer>['data']> }) {
  const name = `${customer.first_name} ${customer.last_name}`.trim() || (customer.is_visitor ? 'Visitor' : 'Customer');
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-base font-bold text-gray-900">{name}</h3>
        <p className="text-xs text-gray-600">
          {customer.is_visitor ? 'Visitor of the chat widget (no account)' : 'Customer account'}
        </p>
      </div>
      <dl className="space-y-2">
        <div>
          <dt className="text-xs text-gray-500">Phone</dt>
          <dd>
            {customer.phone ? (
              <a href={telHref(customer.phone)} className={LINK}>
                {formatPhone(customer.phone)}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
        {customer.telegram && (
          <div>
            <dt className="text-xs text-gray-500">Telegram</dt>
            <dd>
              <a href={`https://t.me/${customer.telegram}`} target="_blank" rel="noopener noreferrer" className={LINK}>
                @{customer.telegram}
              </a>
            </dd>
          </div>
        )}
        <div>
          <dt className="text-xs text-gray-500">E-mail</dt>
          <dd className="break-all">
            {customer.email ? (
              <a href={`mailto:${customer.email}`} className={LINK}>
                {customer.email}
              </a>
            ) : (
              '—'
            )}
          </dd>
        </div>
      </dl>
      {!customer.is_visitor && (
        <section aria-label="Shipping records">
          <h4 className="font-semibold text-gray-900">Car orders ({customer.car_sale_count})</h4>
          {customer.car_sales.length > 0 ? (
            <ul className="mt-1 space-y-1">
              {customer.car_sales.map((sale) => (
                <li key={sale.id}>
                  <a href={`/shipping-dashboard/car-sales/${sale.id}/`} className={LINK}>
                    {sale.vehicle_name}
                  </a>
                  <span className="block text-xs text-gray-500">
                    {sale.id_number} · {sale.date}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-gray-600">No car orders yet.</p>
          )}
          <p className="mt-2 flex flex-col gap-1">
            <a href={`/shipping-dashboard/car-sales/?customer_id=${customer.id}`} className={LINK}>
              All their car orders
            </a>
            <a href={`/shipping-dashboard/balance-report/?customer_id=${customer.id}`} className={LINK}>
              Their balance
            </a>
          </p>
        </section>
      )}
    </div>
  );
}
