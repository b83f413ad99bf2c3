'use client';
// The staff settings page's body: the rates as prefetched on the server, in their form.
import { Spinner } from '@/components/ui/spinner';
import { usePricingSettings } from '../api/get-pricing-settings';
import { PricingSettingsForm } from './pricing-settings-form';

export function PricingSettingsEditor() {
  const settings = usePricingSettings();
  if (settings.isPending) return <Spinner label="Loading the rates" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-gray-900">
        The rates could not be loaded; reload the page to try again.
      </p>
    );
  }
  return <PricingSettingsForm settings={settings.data} />;
}
