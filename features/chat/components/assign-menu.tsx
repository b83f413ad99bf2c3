'use client';
// Staff pick who handles the chat from the first 50 employees.
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { ChatUser } from '@/lib/contract/chat';
import { useEmployees } from '../api/get-employees';
import { Popover } from './popover';
import { fullName, type StaffActions } from './staff-actions';

export function AssignMenu({ actions, current }: { actions: StaffActions; current: ChatUser | null }) {
  return (
    <Popover label={current ? `Assigned: ${current.first_name}` : 'Assign'}>
      {(close) => <EmployeeChoices actions={actions} currentId={current?.id ?? null} onDone={close} />}
    </Popover>
  );
}

function EmployeeChoices({
  actions,
  currentId,
  onDone,
}: {
  actions: StaffActions;
  currentId: number | null;
  onDone: () => void;
}) {
  const { data: employees, isError } = useEmployees();
  const [error, setError] = useState<string | null>(null);

  if (error || isError)
    return (
      <p role="alert" className="text-sm text-primary-700">
        {error ?? 'The employee list could not be loaded.'}
      </p>
    );
  if (!employees) return <Spinner label="Loading employees" />;
  return (
    <ul aria-label="Employees" className="max-h-64 overflow-y-auto">
      {employees.map((employee) => (
        <li key={employee.id}>
          <button
            type="button"
            aria-pressed={employee.id === currentId}
            onClick={() => actions.assign(employee.id).then(onDone, () => setError('The chat could not be assigned.'))}
            className="w-full rounded px-2 py-1 text-left text-sm hover:bg-gray-100 aria-pressed:font-bold"
          >
            {fullName(employee)}
          </button>
        </li>
      ))}
    </ul>
  );
}
