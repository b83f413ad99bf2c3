// POST /api/contact-us/: sends a contact-form inquiry to the office.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { ApiClient } from '@/lib/api/http-client';
import type { Inquiry, InquiryCreate } from '@/lib/contract/content';

export async function createInquiry(body: InquiryCreate, client: ApiClient = api): Promise<Inquiry> {
  const { data } = await client.post<Inquiry>('/api/contact-us/', body);
  return data;
}

export const useCreateInquiry = () => useMutation({ mutationFn: (body: InquiryCreate) => createInquiry(body) });
