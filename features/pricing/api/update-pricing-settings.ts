// PATCH /api/pricing/settings/ (staff): change rates; the settings query takes the saved answer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { PricingSettings, PricingSettingsUpdate } from '@/lib/contract/pricing';
import { pricingKeys } from './pricing-keys';

export async function updatePricingSettings(
  body: PricingSettingsUpdate,
  client: ApiClient = api,
): Promise<PricingSettings> {
  const { data } = await client.patch<PricingSettings>('/api/pricing/settings/', body);
  return data;
}

export function useUpdatePricingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PricingSettingsUpdate) => updatePricingSettings(body),
    onSuccess: (saved) => queryClient.setQueryData(pricingKeys.settings(), saved),
  });
}
