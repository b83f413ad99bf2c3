'use client';
// Staff only: who the customer is, how to reach them (phone, Telegram, e-mail) and their shipping records, each
// opening its page. Beside the conversation from 1200 px; narrower, the header's "Customer" button opens the same
// details in a drawer (the one modal: focus moves in and stays, Escape closes, focus returns to the button).
import { useEffect, useId } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatPhone, telHref } from '@/lib/phone';
import { useChatCustomer } from '../api/get-chat-customer';

const LINK = 'font-medium text-primary-700 underline-offset-2 hover:underline';
/** Tailwind's `lg` in this theme: from here the panel sits beside the conversation. */
const SIDE_PANEL_QUERY = '(min-width: 1200px)';

export function CustomerPanel({ chatId }: { chatId: number }) {
  return (
    <aside
      aria-label="Customer"
      className="hidden w-72 shrink-0 overflow-y-auto border-l border-gray-200 bg-white p-4 text-sm lg:block"
    >
      <CustomerSummary chatId={chatId} />
    </aside>
  );
}

/** The customer details as a drawer from the right, for screens under 1200 px; it closes if the screen widens. */
export function CustomerDrawer({ chatId, open, onClose }: { chatId: number; open: boolean; onClose: () => void }) {
  const titleId = useId();
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(SIDE_PANEL_QUERY);
    const closeWhenWide = () => wide.matches && onClose();
    closeWhenWide();
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open, onClose]);

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="relative z-50 lg:hidden">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" onClick={onClose} />
      <div className="fixed inset-y-0 right-0 w-full max-w-sm overflow-y-auto bg-white p-4 text-sm shadow-xl">
        <div className="mb-3 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-semibold text-gray-900">
            Customer
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close customer details"
            className="rounded p-1 text-gray-700 hover:bg-gray-100"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <CustomerSummary chatId={chatId} />
      </div>
    </Modal>
  );
}

function CustomerSummary({ chatId }: { chatId: number }) {
  const customer = useChatCustomer(chatId, true);
  if (customer.isPending) return <Spinner label="Loading the customer" />;
  if (customer.isError) {
    return (
      <p role="alert" className="text-primary-700">
        The customer could not be loaded.
      </p>
    );
  }
  return <CustomerDetails customer={customer.data} />;
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
