// GET /api/v2/orders/carsales/oustandings/?customer_id= (the spec's spelling): what a customer still owes per car;
// staff name the customer, a customer gets their own.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Outstandings } from '@/lib/contract/orders-outstandings';
import { orderKeys } from './order-keys';

export async function getOutstandings(customerId: number, client: ApiClient = api): Promise<Outstandings> {
  const { data } = await client.get<Outstandings>('/api/v2/orders/carsales/oustandings/', {
    params: { customer_id: customerId },
  });
  return data;
}

export const getOutstandingsQueryOptions = (customerId: number, client?: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.outstandings(customerId),
    queryFn: () => getOutstandings(customerId, client),
  });

/** Off until a customer is chosen (null). */
export const useOutstandings = (customerId: number | null) =>
  useQuery({ ...getOutstandingsQueryOptions(customerId ?? 0), enabled: customerId !== null });
