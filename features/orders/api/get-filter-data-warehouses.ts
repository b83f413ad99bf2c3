// GET /api/v2/orders/loadingrecords/warehouse-filter-data/: staff: warehouses (with their port) and loading ports.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { WarehouseFilterData } from '@/lib/contract/orders-filter-data';
import { orderKeys } from './order-keys';

export async function getWarehouseFilterData(client: ApiClient = api): Promise<WarehouseFilterData> {
  const { data } = await client.get<WarehouseFilterData>('/api/v2/orders/loadingrecords/warehouse-filter-data/');
  return data;
}

export const getWarehouseFilterDataQueryOptions = (client?: ApiClient) =>
  queryOptions({
    queryKey: orderKeys.filterData('warehouses'),
    queryFn: () => getWarehouseFilterData(client),
    // Choices change seldom (a new warehouse, vessel or rep): five minutes before asking again.
    staleTime: 5 * 60_000,
  });
