'use client';
// The one place a failed submit lands (spec §8): a 404 shows the not-found page, a server error or no answer one
// generic line, otherwise each field error listed at the top and put on its field; the page scrolls up to the list
// and the first field the server rejected takes the focus.
import { notFound } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';

interface FormHandle<T extends FieldValues> {
  setError: UseFormSetError<T>;
  setFocus: UseFormSetFocus<T>;
}

/**
 * `fields`: the form's field names in the order the form shows them (the first rejected one is focused);
 * API errors for other names are only listed at the top.
 */
export function useFormErrors<T extends FieldValues>(form: FormHandle<T>, fields: readonly Path<T>[]) {
  const { setError, setFocus } = form;
  const [alerts, setAlerts] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  // notFound() works only while rendering, so a 404 from a submit is raised on the next render.
  if (missing) notFound();

  const showError = useCallback(
    (error: unknown) => {
      const info = parseApiError(error);
      if (info.status === 404) {
        setMissing(true);
        return;
      }
      const rejected = fields.filter((field) => info.fieldErrors[field]?.[0]);
      for (const field of rejected) setError(field, { type: 'server', message: info.fieldErrors[field]![0] });
      setAlerts(formErrorMessages(info));
      window.scrollTo({ top: 0, behavior: 'smooth' });
      const first = rejected[0];
      if (first) setFocus(first);
    },
    [fields, setError, setFocus],
  );

  const clearAlerts = useCallback(() => setAlerts([]), []);
  return { alerts, showError, clearAlerts };
}
