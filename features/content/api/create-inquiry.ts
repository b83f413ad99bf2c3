// POST /api/contact-us/: sends a contact-form inquiry to the office.
import { useMutation } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { api } from '@/lib/api/client';
import { inquirySchema, type Inquiry, type InquiryCreate } from '@/lib/contract/content';

export async function createInquiry(body: InquiryCreate, client: AxiosInstance = api): Promise<Inquiry> {
  const { data } = await client.post('/api/contact-us/', body);
  return inquirySchema.parse(data);
}

export const useCreateInquiry = () => useMutation({ mutationFn: (body: InquiryCreate) => createInquiry(body) });
