// The staff panel beside a conversation: who the chat's customer is, how to reach them and their shipping records.
import { count, desc, eq } from 'drizzle-orm';
import { CUSTOMER_PANEL_CAR_SALES, type ChatCustomer } from '@/lib/contract/chat';
import type { AuthUser } from '../../api/context';
import { ApiError } from '../../api/errors';
import type { Db } from '../../db/client';
import { carSales, chatVisitorContacts, users } from '../../db/schema';
import { findAccessibleChat } from './chat-access';

/** Staff only; a chat without a customer (or whose customer was deleted) is a 404 like an unknown chat. */
export async function getChatCustomer(db: Db, user: AuthUser, chatId: number): Promise<ChatCustomer> {
  if (!user.is_staff) throw ApiError.forbidden();
  const chat = await findAccessibleChat(db, user, chatId);
  if (chat.customer_id === null) throw ApiError.notFound();
  const customerId = chat.customer_id;
  const [[person], [sales], recent] = await Promise.all([
    db
      .select({ user: users, contact: chatVisitorContacts })
      .from(users)
      .leftJoin(chatVisitorContacts, eq(chatVisitorContacts.user_id, users.id))
      .where(eq(users.id, customerId))
      .limit(1),
    db.select({ n: count() }).from(carSales).where(eq(carSales.customer_id, customerId)),
    db
      .select()
      .from(carSales)
      .where(eq(carSales.customer_id, customerId))
      .orderBy(desc(carSales.date), desc(carSales.id))
      .limit(CUSTOMER_PANEL_CAR_SALES),
  ]);
  if (!person) throw ApiError.notFound();
  const { user: customer, contact } = person;
  return {
    id: customer.id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    email: customer.email,
    // An account's number counts once confirmed; a visitor's is the one they typed into the widget.
    phone: customer.phone && customer.phone_verified ? customer.phone : (contact?.phone ?? customer.phone ?? null),
    telegram: contact?.telegram ?? null,
    is_visitor: customer.is_anonymous,
    date_joined: customer.date_joined.toISOString(),
    car_sale_count: sales?.n ?? 0,
    car_sales: recent.map((sale) => ({
      id: sale.id,
      id_number: sale.id_number,
      vehicle_name: `${sale.year} ${sale.make} ${sale.model} ${sale.trim}`.replace(/\s+/g, ' ').trim(),
      vin: sale.vin,
      date: sale.date,
    })),
  };
}
