// Live chat: support, car and group chats, their members, messages, read state, labels and working hours.
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, time, timestamp } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { users } from './users';

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    chat_type: text('chat_type').notNull().default('support'), // private | group | car | car_internal | support
    display_name: text('display_name').notNull().default(''),
    customer_id: integer('customer_id').references(() => users.id, { onDelete: 'cascade' }),
    employee_id: integer('employee_id').references(() => users.id, { onDelete: 'set null' }),
    car_id: integer('car_id').references(() => cars.id, { onDelete: 'set null' }),
    parent_chat_id: integer('parent_chat_id'),
    done: boolean('done').notNull().default(false),
    follow_up: boolean('follow_up').notNull().default(false),
    /** Cambodia date the out-of-hours reply was last sent in this chat (at most once a day). */
    out_of_hours_replied_on: date('out_of_hours_replied_on', { mode: 'string' }),
    /** When the customer was last e-mailed about a staff reply here (at most one such e-mail per chat per 15 minutes). */
    customer_mailed_at: timestamp('customer_mailed_at', { withTimezone: true }),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chats_activity_idx').on(t.last_message_at),
    index('chats_customer_idx').on(t.customer_id),
    // The chat leads of a dealer's listings are counted per car.
    index('chats_car_idx').on(t.car_id),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chat_id: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last_read_message_id: integer('last_read_message_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.chat_id, t.user_id] }), index('chat_members_user_idx').on(t.user_id)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chat_id: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sender_id: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull().default(''),
    media_type: text('media_type'), // audio | video | image | doc
    file: text('file'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chat_id, t.id)],
);

export const labels = pgTable('labels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  color: text('color').notNull(),
});

export const chatLabels = pgTable(
  'chat_labels',
  {
    chat_id: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    label_id: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.chat_id, t.label_id] })],
);

/** Weekly support hours in Asia/Phnom_Penh; weekday 0 = Sunday. */
export const workingHours = pgTable('working_hours', {
  weekday: integer('weekday').primaryKey(),
  is_open: boolean('is_open').notNull().default(true),
  opens_at: time('opens_at').notNull().default('08:00'),
  closes_at: time('closes_at').notNull().default('17:30'),
});

/** Chat-wide settings, one row (id 1): the automatic reply sent outside working hours. */
export const chatSettings = pgTable('chat_settings', {
  id: integer('id').primaryKey(),
  out_of_hours_message: text('out_of_hours_message').notNull(),
});

/** How an anonymous chat visitor can be reached (given in the widget's first step): a phone number, a Telegram name, or both. */
export const chatVisitorContacts = pgTable('chat_visitor_contacts', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  telegram: text('telegram'),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
