'use client';
// One field of the listing form from its description in `CAR_FIELDS`: a list, a name (a list with "Other…", or an
// input to type it), a text or number input, or a textarea.
import type { UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import {
  nameMode,
  OTHER,
  type CarField,
  type CarFormValues,
  type ListContext,
  type NameField,
  type Option,
} from './dealer-car-fields';

interface Props {
  field: CarField;
  context: ListContext;
  error: string | undefined;
  register: UseFormRegister<CarFormValues>;
  /** Called after a list's value changes, so dependent fields can follow. */
  onPicked: (name: string, value: string) => void;
  /** "Other…" chosen for a name (on), or a listed value chosen again instead (off, with that value). */
  onOther: (name: NameField, on: boolean, value?: string) => void;
}

const optionList = (options: Option[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

export function CarFormField({ field, context, error, register, onPicked, onOther }: Props) {
  const shared = {
    label: field.label,
    hint: field.hint,
    required: field.required,
    error,
    className: field.wide ? 'sm:col-span-2' : undefined,
  };
  const { kind } = field;
  if (kind.type === 'name') {
    const name = field.name as NameField;
    const mode = nameMode(name, context);
    const typedInput = (label: string) => (
      <FormField
        {...shared}
        label={label}
        hint={kind.typedHint}
        type="text"
        autoComplete="off"
        autoCapitalize="words"
        {...register(name)}
      />
    );
    if (mode === 'text') return typedInput(field.label);
    const options = kind.options(context);
    if (mode === 'other')
      return (
        <>
          <FormField {...shared} error={undefined} hint={undefined}>
            {(control) => (
              <select {...control} value={OTHER} onChange={(event) => onOther(name, false, event.target.value)}>
                <option value="">{kind.placeholder}</option>
                {optionList(options)}
                <option value={OTHER}>Other…</option>
              </select>
            )}
          </FormField>
          {typedInput(`${field.label} name`)}
        </>
      );
    const waiting = mode === 'waiting';
    // Its own change handler, not register's `onChange` option: react-hook-form keeps that option for the name, and
    // the typed input that replaces this list would call it on every key.
    const registered = register(name);
    return (
      <FormField {...shared}>
        {(control) => (
          <select
            {...control}
            disabled={waiting}
            {...registered}
            onChange={async (event) => {
              const { value } = event.target;
              await registered.onChange(event);
              if (value === OTHER) onOther(name, true);
              else onPicked(name, value);
            }}
          >
            <option value="">{waiting ? kind.waiting : kind.placeholder}</option>
            {optionList(options)}
            {!waiting && <option value={OTHER}>Other…</option>}
          </select>
        )}
      </FormField>
    );
  }
  if (kind.type === 'select') {
    const options = kind.options(context);
    return (
      <FormField {...shared}>
        {(control) => (
          <select
            {...control}
            {...register(field.name, {
              onChange: (event: { target: { value: string } }) => onPicked(field.name, event.target.value),
            })}
          >
            {kind.placeholder !== undefined && <option value="">{kind.placeholder}</option>}
            {optionList(options)}
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
