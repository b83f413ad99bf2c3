'use client';
// Spec §8 for every form: a 404 shows the not-found page, a server error or no answer one generic line,
// otherwise each field error listed at the top (and on its field); the page scrolls up to the list.
import { notFound } from 'next/navigation';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { formErrorMessages, parseApiError } from '@/lib/api/errors';

export function useFormErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
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
      for (const field of fields) {
        const message = info.fieldErrors[field]?.[0];
        if (message) setError(field, { type: 'server', message });
      }
      setAlerts(formErrorMessages(info));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [fields, setError],
  );

  const clearAlerts = useCallback(() => setAlerts([]), []);
  return { alerts, showError, clearAlerts };
}
