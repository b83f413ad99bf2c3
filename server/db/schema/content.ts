// Site content kept in the database: ads and banners, the sales team, contact inquiries, sell requests, the mail outbox.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('ad'), // 'banner' | 'ad'
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    image: text('image').notNull(),
    link: text('link').notNull().default('/'),
    placement: text('placement').notNull().default('home'),
    is_active: boolean('is_active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    starts_at: timestamp('starts_at', { withTimezone: true }),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ads_kind_active_idx').on(t.kind, t.is_active, t.sort_order)],
);

export const salesTeam = pgTable('sales_team', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  position: text('position').notNull(),
  photo: text('photo').notNull(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  languages: text('languages').notNull().default('Khmer, English'),
  sort_order: integer('sort_order').notNull().default(0),
});

export const inquiries = pgTable('inquiries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sellRequests = pgTable('sell_requests', {
  id: serial('id').primaryKey(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull().default(''),
  vehicle: jsonb('vehicle').notNull().$type<Record<string, unknown>>(),
  images: jsonb('images').notNull().$type<string[]>().default([]),
  status: text('status').notNull().default('new'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(), // 'email' | 'sms'
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    /** Delivery tries so far; after the limit the message is parked ('failed') for staff to see. */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending message may next be tried (backoff after a failure). */
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a delivery claims the row; a 'sending' row whose claim is old was left by a crash. */
    claimed_at: timestamp('claimed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.id), index('outbox_due_idx').on(t.status, t.next_attempt_at)],
);
