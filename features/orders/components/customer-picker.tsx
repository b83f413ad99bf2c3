'use client';
// The car sale's customer: type part of a name, e-mail or phone, pick from the accounts found (a staff account picked
// by mistake is refused by the API on the field). The chosen account shows below it.
import { forwardRef, useState } from 'react';
import type { ControlProps } from '@/components/ui/form-field';
import { useCombobox } from '@/components/ui/use-combobox';
import type { UserSearchResult } from '@/lib/contract/auth';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCustomerSearch } from '../api/search-customers';

export interface PickedCustomer {
  id: number;
  name: string;
  email: string;
  dealer: boolean;
}

// One empty list, not a new one per render: the combobox starts over whenever its list changes identity.
const NO_OPTIONS: UserSearchResult[] = [];

const toPicked = (user: UserSearchResult): PickedCustomer => ({
  id: user.id,
  name: `${user.first_name} ${user.last_name}`.trim() || user.email,
  email: user.email,
  dealer: user.account_type === 'Business Account',
});

interface CustomerPickerProps {
  control: ControlProps;
  picked: PickedCustomer | null;
  onPick: (customer: PickedCustomer) => void;
}

export const CustomerPicker = forwardRef<HTMLInputElement, CustomerPickerProps>(function CustomerPicker(
  { control, picked, onPick },
  ref,
) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const found = useCustomerSearch(query);
  const options = (text.trim().length >= 2 && found.data) || NO_OPTIONS;
  const combobox = useCombobox({
    options,
    onChoose: (user) => {
      onPick(toPicked(user));
      setText('');
      combobox.close();
    },
    onSubmitText: () => undefined,
  });

  return (
    <div className="relative">
      <input
        ref={ref}
        {...control}
        {...combobox.inputProps}
        type="search"
        value={text}
        placeholder={picked ? 'Search to change the customer' : 'Name, e-mail or phone'}
        onChange={(event) => setText(event.target.value)}
      />
      {picked && (
        <p className="mt-1.5 text-sm text-gray-700" data-testid="picked-customer">
          <span className="font-semibold text-gray-900">{picked.name}</span> · {picked.email} ·{' '}
          {picked.dealer ? 'Dealer' : 'Private'}
        </p>
      )}
      {combobox.open && (
        <ul
          {...combobox.listboxProps}
          aria-label="Customers found"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
        >
          {options.map((user, index) => (
            <li
              key={user.id}
              {...combobox.optionProps(index)}
              className="cursor-pointer px-3 py-2 text-sm data-[focus]:bg-primary-50"
            >
              <span className="font-medium text-gray-900">{toPicked(user).name}</span>{' '}
              <span className="text-gray-600">{user.email}</span>
              {user.account_type === 'Business Account' && (
                <span className="ml-2 text-xs font-semibold text-sky-800">Dealer</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {text.trim().length >= 2 && found.data?.length === 0 && !found.isFetching && (
        <p className="mt-1.5 text-sm text-gray-600">No account matches “{text.trim()}”.</p>
      )}
    </div>
  );
});
