'use client';
// Where a car is, or where its title is: a select of spec §4's nine places, for the car sale forms.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { CAR_LOCATIONS } from '@/lib/contract/orders';

interface LocationSelectProps {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

/** Spec §4's nine places, for where the car is and where its title is. */
export function LocationSelect({ label, error, registration }: LocationSelectProps) {
  return (
    <FormField label={label} required error={error}>
      {(control) => (
        <select {...control} {...registration}>
          {CAR_LOCATIONS.map((place) => (
            <option key={place} value={place}>
              {place}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
