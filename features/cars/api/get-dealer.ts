// GET /api/dealers/{id}/: a Business Account's public profile (name, company, address, phone, active cars).
import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { dealerProfileSchema, type DealerProfile } from '@/lib/contract/cars';
import { carKeys } from './car-keys';

export async function getDealer(id: number, client: AxiosInstance = api): Promise<DealerProfile> {
  const { data } = await client.get(`/api/dealers/${id}/`);
  return dealerProfileSchema.parse(data);
}

export const getDealerQueryOptions = (id: number, client?: AxiosInstance) =>
  queryOptions({ queryKey: carKeys.dealer(id), queryFn: () => getDealer(id, client) });
