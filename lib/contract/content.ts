// Contact inquiries (POST /api/contact-us/) and the sales team (GET /api/sales-team/).
import { z } from 'zod';

const trimmed = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`);

export const inquiryCreateSchema = z
  .object({
    name: trimmed(120),
    email: z.string().trim().email('Enter a valid email address.').max(254),
    phone: z
      .string()
      .trim()
      .max(30, 'Ensure this field has no more than 30 characters.')
      .regex(/^[+\d\s()-]*$/, 'Enter a valid phone number.')
      .default(''),
    subject: trimmed(200),
    message: trimmed(5000),
  })
  .meta({ id: 'InquiryCreate' });
export type InquiryCreate = z.input<typeof inquiryCreateSchema>;

export const inquirySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string(),
    message: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Inquiry' });
export type Inquiry = z.infer<typeof inquirySchema>;

export const salesPersonSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    position: z.string(),
    photo: z.string(),
    phone: z.string(),
    email: z.string(),
    languages: z.string(),
  })
  .meta({ id: 'SalesPerson' });
export type SalesPerson = z.infer<typeof salesPersonSchema>;

export const salesTeamSchema = z.array(salesPersonSchema);
