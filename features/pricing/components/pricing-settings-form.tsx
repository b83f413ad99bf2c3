'use client';
// Staff set the riel rate and the landed-cost rates every car page uses (issue 16, decision 047). A save reaches
// every car page within seconds; the form shows what was saved and when.
import { useForm } from 'react-hook-form';
import { contractResolver } from '@/components/forms/contract-resolver';
import { FormAlert, FormNotice } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { useFormErrors } from '@/components/forms/use-form-errors';
import { FormField } from '@/components/ui/form-field';
import {
  pricingRatesSchema,
  type PricingRateKey,
  type PricingRates,
  type PricingSettings,
} from '@/lib/contract/pricing';
import { formatDateTime } from '@/lib/dates';
import { useUpdatePricingSettings } from '../api/update-pricing-settings';

type FormValues = Record<PricingRateKey, string>;

interface Field {
  name: PricingRateKey;
  label: string;
  hint: string;
  unit: 'usd' | 'percent' | 'khr';
}

const GROUPS: { title: string; fields: Field[] }[] = [
  {
    title: 'Riel',
    fields: [
      {
        name: 'khr_per_usd',
        label: 'Riel per US dollar',
        hint: 'Shown beside every price; the National Bank of Cambodia publishes the official rate daily.',
        unit: 'khr',
      },
    ],
  },
  {
    title: 'Buying and shipping',
    fields: [
      {
        name: 'auction_fee_fixed_usd',
        label: 'Auction fees: fixed part',
        hint: 'Gate, internet-bid and document fees.',
        unit: 'usd',
      },
      {
        name: 'auction_fee_percent',
        label: 'Auction fees: share of the price',
        hint: "The auction's buyer fee.",
        unit: 'percent',
      },
      {
        name: 'auction_fee_max_usd',
        label: 'Auction fees: at most',
        hint: 'Cap on the two parts together.',
        unit: 'usd',
      },
      {
        name: 'dealer_fee_usd',
        label: 'Dealer documentation fee',
        hint: 'Dealer cars instead of auction fees.',
        unit: 'usd',
      },
      { name: 'towing_usd', label: 'Towing to the port', hint: 'Auction or dealer to our warehouse.', unit: 'usd' },
      {
        name: 'ocean_freight_usd',
        label: 'Ocean freight, cars',
        hint: 'Shared 40 ft container to Sihanoukville.',
        unit: 'usd',
      },
      {
        name: 'ocean_freight_large_usd',
        label: 'Ocean freight, SUVs, pickups and minivans',
        hint: 'They take more of the container.',
        unit: 'usd',
      },
      {
        name: 'clearance_delivery_usd',
        label: 'Port, clearance and delivery',
        hint: 'Port charges, customs broker and the truck to Phnom Penh.',
        unit: 'usd',
      },
      { name: 'service_fee_usd', label: 'Our service fee', hint: 'Per car.', unit: 'usd' },
    ],
  },
  {
    title: 'Cambodian import taxes',
    fields: [
      { name: 'import_duty_percent', label: 'Customs duty', hint: 'On the customs value.', unit: 'percent' },
      {
        name: 'special_tax_small_percent',
        label: 'Special tax, up to 2,000 cc',
        hint: 'On value + duty.',
        unit: 'percent',
      },
      {
        name: 'special_tax_medium_percent',
        label: 'Special tax, 2,001–3,000 cc',
        hint: 'On value + duty.',
        unit: 'percent',
      },
      {
        name: 'special_tax_large_percent',
        label: 'Special tax, over 3,000 cc',
        hint: 'Also used when the engine size is unknown.',
        unit: 'percent',
      },
      {
        name: 'special_tax_electric_percent',
        label: 'Special tax, electric',
        hint: 'On value + duty.',
        unit: 'percent',
      },
      { name: 'vat_percent', label: 'VAT', hint: 'On value + duty + special tax.', unit: 'percent' },
      {
        name: 'age_allowance_percent_per_year',
        label: 'Age allowance per year',
        hint: 'How much lower customs value a car for each year of age.',
        unit: 'percent',
      },
      {
        name: 'age_allowance_max_percent',
        label: 'Age allowance at most',
        hint: 'However old the car.',
        unit: 'percent',
      },
    ],
  },
];

const FIELDS = GROUPS.flatMap((group) => group.fields.map((field) => field.name));
const UNIT_LABEL = { usd: 'US$', percent: '%', khr: 'KHR' } as const;

const valuesOf = (settings: PricingSettings): FormValues =>
  Object.fromEntries(FIELDS.map((name) => [name, String(settings[name])])) as FormValues;

export function PricingSettingsForm({ settings }: { settings: PricingSettings }) {
  const update = useUpdatePricingSettings();
  const form = useForm<FormValues, unknown, PricingRates>({
    resolver: contractResolver<typeof pricingRatesSchema, FormValues>(pricingRatesSchema),
    defaultValues: valuesOf(settings),
  });
  const { errors, isSubmitting } = form.formState;
  const { alerts, showError, clearAlerts } = useFormErrors(form, FIELDS);

  const onSubmit = form.handleSubmit(async (body) => {
    clearAlerts();
    try {
      const saved = await update.mutateAsync(body);
      form.reset(valuesOf(saved));
    } catch (error) {
      update.reset();
      showError(error);
    }
  });
  const saved = update.data;

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-8" aria-label="Prices and landed-cost rates">
      <FormAlert title="The rates were not saved." messages={alerts} />
      {saved && !form.formState.isDirty && (
        <FormNotice>
          Saved{saved.updated_at ? ` at ${formatDateTime(saved.updated_at)}` : ''}. Car pages show the new figures
          within a few seconds.
        </FormNotice>
      )}
      {GROUPS.map((group) => (
        <fieldset key={group.title} className="space-y-4">
          <legend className="mb-2 text-lg font-semibold text-gray-900">{group.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.fields.map((field) => (
              <FormField
                key={field.name}
                label={`${field.label} (${UNIT_LABEL[field.unit]})`}
                hint={field.hint}
                required
                inputMode={field.unit === 'percent' ? 'decimal' : 'numeric'}
                error={errors[field.name]?.message}
                {...form.register(field.name)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <SubmitButton busy={isSubmitting} busyLabel="Saving">
        Save rates
      </SubmitButton>
    </form>
  );
}
