// GET /api/dealers/{id}/: a Business Account's public profile (name, company, address, phone, active cars).
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { DealerProfile } from '@/lib/contract/cars';

export async function getDealer(id: number, client: ApiClient = api): Promise<DealerProfile> {
  const { data } = await client.get<DealerProfile>(`/api/dealers/${id}/`);
  return data;
}
