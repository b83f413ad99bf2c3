// Accounts: customers, Business Accounts (dealers), staff and superusers, with their sessions.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    unique_id: uuid('unique_id')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    email: text('email').unique(),
    phone: text('phone').unique(),
    /** False until the phone number is confirmed with a code; an unverified number is neither a login nor a contact. */
    phone_verified: boolean('phone_verified').notNull().default(false),
    password_hash: text('password_hash'),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    profile_pic: text('profile_pic'),
    /** Trading name shown on a Business Account's listings and dealer page. */
    company_name: text('company_name').notNull().default(''),
    address: text('address').notNull().default(''),
    account_type: text('account_type').notNull().default('Customer'),
    is_dummy_account: boolean('is_dummy_account').notNull().default(false),
    is_admin: boolean('is_admin').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    is_verified: boolean('is_verified').notNull().default(false),
    is_anonymous: boolean('is_anonymous').notNull().default(false),
    date_joined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    last_login: timestamp('last_login', { withTimezone: true }),
    /** Bumped by a password change or reset, "log out everywhere" and deactivation: older tokens stop working. */
    token_version: integer('token_version').notNull().default(0),
    /** E-mail me when one of my records (car sale, shipping, …) changes status; set on the My account page. */
    notify_status_email: boolean('notify_status_email').notNull().default(true),
    /** E-mail me when staff answer in one of my chats. */
    notify_chat_email: boolean('notify_chat_email').notNull().default(true),
    /**
     * A new e-mail address waiting for its confirmation link (decision 055); `email` stays the login and contact
     * address until the link is opened.
     */
    pending_email: text('pending_email'),
  },
  (t) => [index('users_account_type_idx').on(t.account_type)],
);

/** Refresh tokens issued (SimpleJWT's outstanding/blacklisted tokens in one table). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.user_id)],
);

/** One-time codes and links: e-mail verification, phone OTP, password reset. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    code_hash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.user_id, t.purpose)],
);
