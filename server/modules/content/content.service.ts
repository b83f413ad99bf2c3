// Contact inquiries from visitors and customers, and the sales team shown on the site.
import type { z } from 'zod';
import type { Inquiry, SalesPerson, inquiryCreateSchema } from '@/lib/contract/content';
import type { AuthUser } from '../../api/context';
import type { MediaUrl } from '../../api/media-url';
import type { Db } from '../../db/client';
import { findSalesTeam, insertInquiry, type InquiryRow } from './content.repository';

type NewInquiry = z.output<typeof inquiryCreateSchema>;

function toInquiry(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    created_at: row.created_at.toISOString(),
  };
}

/** Saves an inquiry; a signed-in sender is linked so staff can see who wrote. */
export async function createInquiry(db: Db, input: NewInquiry, user: AuthUser | null): Promise<Inquiry> {
  return toInquiry(await insertInquiry(db, { ...input, user_id: user?.id ?? null }));
}

export async function listSalesTeam(db: Db, media: MediaUrl): Promise<SalesPerson[]> {
  const rows = await findSalesTeam(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: row.position,
    photo: media(row.photo) ?? '',
    phone: row.phone,
    email: row.email,
    languages: row.languages,
  }));
}
