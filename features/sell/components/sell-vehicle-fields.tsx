'use client';
// The car's part of the sell form: year, make, model, trim, mileage, VIN, asking price, where it is, condition, notes.
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CAMBODIA_CITIES, SELL_CONDITIONS, US_STATES, type SellRequestField } from '@/lib/contract/sell-requests';
import { YEAR_OPTIONS } from '@/lib/price';
import type { SellFormValues } from './sell-form';
import { FormField } from '@/components/ui/form-field';

type TextField = (
  field: SellRequestField,
  label: string,
  options?: { type?: string; hint?: string; required?: boolean },
) => ReactNode;

interface SellVehicleFieldsProps {
  register: UseFormRegister<SellFormValues>;
  errors: FieldErrors<SellFormValues>;
  text: TextField;
}

const CONDITION_LABELS: Record<(typeof SELL_CONDITIONS)[number], string> = {
  excellent: 'Excellent: like new',
  good: 'Good: normal wear',
  fair: 'Fair: some faults',
  'needs work': 'Needs work',
};

export function SellVehicleFields({ register, errors, text }: SellVehicleFieldsProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold text-gray-900">Your car</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Year" required error={errors.year?.message}>
          {(control) => (
            <select {...control} {...register('year')}>
              <option value="">Choose…</option>
              {YEAR_OPTIONS.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('make', 'Make', { required: true })}
        {text('model', 'Model', { required: true })}
        {text('trim', 'Trim')}
        {text('mileage', 'Mileage', { required: true, hint: 'As the odometer shows it (km or miles)' })}
        {text('asking_price', 'Asking price (USD)', { hint: 'Optional; $ and commas are fine: $18,500' })}
        {text('vin', 'VIN or chassis number', { hint: '17-character VIN, or a JDM chassis number; optional' })}
        <FormField label="Where is the car?" required error={errors.location?.message}>
          {(control) => (
            <select {...control} {...register('location')}>
              <option value="">Choose…</option>
              <optgroup label="Cambodia">
                {CAMBODIA_CITIES.map((city) => (
                  <option key={city}>{city}</option>
                ))}
              </optgroup>
              <optgroup label="United States">
                {US_STATES.map((state) => (
                  <option key={state}>{state}</option>
                ))}
              </optgroup>
            </select>
          )}
        </FormField>
        <FormField label="Condition" required error={errors.condition?.message}>
          {(control) => (
            <select {...control} {...register('condition')}>
              <option value="">Choose…</option>
              {SELL_CONDITIONS.map((condition) => (
                <option key={condition} value={condition}>
                  {CONDITION_LABELS[condition]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Anything else we should know?" error={errors.description?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            placeholder="Service history, owners, accidents, extras…"
            {...register('description')}
          />
        )}
      </FormField>
    </fieldset>
  );
}
