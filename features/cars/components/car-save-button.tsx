'use client';
// Save / unsave a car (spec §7); visitors without a session are sent to log in and brought back here.
import { usePathname } from 'next/navigation';
import { clsx } from 'clsx';
import { HeartIcon } from '@/components/ui/icons';
import { parseApiError } from '@/lib/api/errors';
import { withQuery } from '@/lib/query-string';
import { useHasSession } from '@/lib/use-has-session';
import { useAddCarToSavedList } from '../api/add-car-to-saved-list';
import { useCar } from '../api/get-car';
import { useRemoveCarFromSavedList } from '../api/remove-car-from-saved-list';

export function CarSaveButton({ carId }: { carId: number }) {
  const pathname = usePathname();
  const { data: car } = useCar(carId);
  const hasSession = useHasSession();
  const add = useAddCarToSavedList();
  const remove = useRemoveCarFromSavedList();
  const loginHref = withQuery('/login/', { next: pathname });
  const failure = add.error ?? remove.error;

  const base =
    'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold ring-1 transition';
  if (!hasSession || (failure && parseApiError(failure).status === 401)) {
    return (
      <a href={loginHref} className={clsx(base, 'text-gray-900 ring-gray-300 hover:bg-gray-50')}>
        <HeartIcon className="size-5" />
        Log in to save
      </a>
    );
  }

  const saved = car?.is_saved ?? false;
  const busy = add.isPending || remove.isPending;
  return (
    <div>
      <button
        type="button"
        aria-pressed={saved}
        disabled={busy || !car}
        onClick={() => (saved ? remove.mutate(carId) : add.mutate(carId))}
        className={clsx(
          base,
          saved ? 'bg-primary-50 text-primary-800 ring-primary-200' : 'text-gray-900 ring-gray-300 hover:bg-gray-50',
          busy && 'opacity-60',
        )}
      >
        <HeartIcon className={clsx('size-5', saved && 'fill-current')} />
        {saved ? 'Saved' : 'Save'}
      </button>
      {failure && (
        <p role="alert" className="mt-1 text-xs text-primary-700">
          Could not update your saved cars. Please try again.
        </p>
      )}
    </div>
  );
}
