'use client';
// One field of the listing form from its description in `CAR_FIELDS`: a list, a text or number input, or a textarea.
import type { UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import type { CarField, CarFormValues, ListContext } from './dealer-car-fields';

interface Props {
  field: CarField;
  context: ListContext;
  error: string | undefined;
  register: UseFormRegister<CarFormValues>;
  /** Called after a list's value changes, so dependent fields can follow. */
  onPicked: (name: string, value: string) => void;
}

export function CarFormField({ field, context, error, register, onPicked }: Props) {
  const shared = {
    label: field.label,
    hint: field.hint,
    required: field.required,
    error,
    className: field.wide ? 'sm:col-span-2' : undefined,
  };
  const { kind } = field;
  if (kind.type === 'select') {
    const options = kind.options(context);
    // A model needs a make first; an empty list says why rather than offering nothing.
    const waiting = field.name === 'model_name' && !context.values.make_name;
    return (
      <FormField {...shared}>
        {(control) => (
          <select
            {...control}
            disabled={waiting}
            {...register(field.name, {
              onChange: (event: { target: { value: string } }) => onPicked(field.name, event.target.value),
            })}
          >
            {kind.placeholder !== undefined && (
              <option value="">{waiting ? 'Choose a make first' : kind.placeholder}</option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    );
  }
  if (kind.type === 'textarea') return <FormField {...shared} multiline rows={5} {...register(field.name)} />;
  return (
    <FormField
      {...shared}
      type="text"
      inputMode={kind.type === 'number' ? 'numeric' : undefined}
      {...register(field.name)}
    />
  );
}
