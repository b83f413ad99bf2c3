'use client';
// The notice a signed-in user sees after being sent away from a superuser-only page (spec §6): which area it was and
// why, announced to screen readers, until they dismiss it (which also takes the reason out of the URL).
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { CloseIcon } from '@/components/ui/icons';
import { withQuery, fromSearchParams } from '@/lib/query-string';
import { SUPERUSER_NOTICE_PARAM, superuserNoticeMessage } from '../utils/superuser-areas';

export function SuperuserNotice() {
  const searchParams = useSearchParams();
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  const message = superuserNoticeMessage(searchParams.get(SUPERUSER_NOTICE_PARAM));
  if (!message) return null;

  const dismiss = () => {
    const rest = fromSearchParams(searchParams);
    delete rest[SUPERUSER_NOTICE_PARAM];
    router.replace(withQuery(pathname, rest), { scroll: false });
  };

  // Fixed at the foot of the screen: it must be seen at once, and there it hides no heading of the page.
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <div
        role="alert"
        className="pointer-events-auto flex w-full max-w-xl items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-lg"
      >
        <div className="flex-1 text-sm">
          <p className="font-semibold">{message}</p>
          <p className="mt-1">You were taken to the home page instead. Ask an administrator if you need access.</p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss this notice"
          className="rounded-md p-1 text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
