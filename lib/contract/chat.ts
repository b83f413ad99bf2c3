// Live chat: chat, message and label shapes of the REST calls, and every socket frame in both directions.
import { z } from 'zod';
import { emailSchema, otpSchema, phoneSchema } from './auth';
import { integer, pageSchema, type Page } from './common';
import { recordEventSchema } from './orders';
import { visitorPhoneSchema } from './phone';

const ANONYMOUS_ONE_ADDRESS = 'Provide either an email or a phone number.';

export * from './chat-constants';
import { CHAT_TYPES, MEDIA_TYPES, WORKING_HOURS_TIME_ZONE } from './chat-constants';

const id = () => integer({ min: 1 });

export const chatUserSchema = z
  .object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), profilePic: z.string().nullable() })
  .meta({ id: 'ChatUser' });
export type ChatUser = z.infer<typeof chatUserSchema>;

export const labelSchema = z
  .object({ id: z.number().int(), name: z.string(), color: z.string() })
  .meta({ id: 'Label' });
export type Label = z.infer<typeof labelSchema>;

export const messageReadStatusSchema = z.object({ user: z.number().int(), is_read: z.boolean() });

export const messageSchema = z
  .object({
    id: z.number().int(),
    sender: z.number().int().nullable(),
    sender_data: z.object({ id: z.number().int(), first_name: z.string() }).nullable(),
    /** The sender's id again, as the seed's serializer names it. */
    user: z.number().int().nullable(),
    content: z.string(),
    /** Read by at least one member other than the sender. */
    is_read: z.boolean(),
    /** Per member other than the sender: has that member read it. */
    message_read_status: z.array(messageReadStatusSchema),
    created_at: z.string(),
    media_type: z.enum(MEDIA_TYPES).nullable(),
    file: z.string().nullable(),
    chat: z.number().int(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof messageSchema>;

export const chatSchema = z
  .object({
    id: z.number().int(),
    chat_type: z.enum(CHAT_TYPES),
    /** By viewer (spec §6): a customer sees the vehicle name of a car chat, staff see the customer's name. */
    display_name: z.string(),
    users: z.array(chatUserSchema),
    customer: chatUserSchema.nullable(),
    employee: chatUserSchema.nullable(),
    /** The car a car chat is about: its name, cover photo, asking price (USD) and the path of its page. */
    car: z
      .object({
        id: z.number().int(),
        vehicle_name: z.string(),
        cover_image: z.string().nullable(),
        price: z.number().int(),
        url: z.string(),
      })
      .nullable(),
    /** The customer is an anonymous visitor of the chat widget, not an account. */
    is_visitor: z.boolean(),
    parent_chat: z.number().int().nullable(),
    done: z.boolean(),
    follow_up: z.boolean(),
    labels: z.array(labelSchema),
    unread_messages_count: z.number().int().nonnegative(),
    latest_message: messageSchema.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Chat' });
export type Chat = z.infer<typeof chatSchema>;

/**
 * The answer of the create calls: the chat, and the automatic out-of-hours reply due for the first message of a
 * chat created outside working hours (null otherwise). The client shows it under that message, as it does for a
 * message sent on the socket after a not_working_hours frame.
 */
export const chatCreatedSchema = chatSchema
  .extend({ out_of_hours_reply: z.string().nullable() })
  .meta({ id: 'ChatCreated' });
export type ChatCreated = z.infer<typeof chatCreatedSchema>;

export const chatPageSchema = pageSchema(chatSchema).meta({ id: 'ChatPage' });
export type ChatPage = Page<Chat>;
export const messagePageSchema = pageSchema(messageSchema).meta({ id: 'ChatMessagePage' });
export type MessagePage = Page<ChatMessage>;
export const employeePageSchema = pageSchema(chatUserSchema).meta({ id: 'EmployeePage' });
export type EmployeePage = Page<ChatUser>;

const flagParam = z.enum(['true', 'false', '1', '0']);
/** GET /api/chats/ filters (staff only; ignored for customers). */
export const chatListQuerySchema = z.object({
  assigned: z.enum(['me', 'unassigned']).optional(),
  label: id().optional(),
  done: flagParam.optional(),
  follow_up: flagParam.optional(),
  search: z.string().trim().max(100).optional(),
  /** Chats about this car: a customer's own (to find their chat before writing), every one for staff. */
  car: id().optional(),
  /** Chats of one kind: `support` finds a customer's support chat before they write (every one for staff). */
  chat_type: z.enum(['support', 'car']).optional(),
});
export type ChatListQuery = z.infer<typeof chatListQuerySchema>;

export const messageListQuerySchema = z.object({ after: integer({ min: 0 }).optional() });

export const FIRST_CAR_MESSAGE_REQUIRED = 'Write your first message about this car.';
export const FIRST_MESSAGE_REQUIRED = 'Write your first message.';
const MESSAGE_TOO_LONG = 'Ensure this field has no more than 5000 characters.';
/** The first message of a chat opened with it (every new chat starts with one); blank counts as none. */
const firstMessage = z
  .string()
  .trim()
  .max(5000, MESSAGE_TOO_LONG)
  .optional()
  .transform((value) => value || undefined);
/** The first-message form of a new chat (support or car, signed in or visitor): the text it is opened with. */
export const firstMessageFormSchema = z.object({
  // A refinement, not min(1): the form says what to do ("Write your first message.") rather than DRF's blank rule.
  content: z
    .string()
    .trim()
    .max(5000, MESSAGE_TOO_LONG)
    .refine((value) => value !== '', FIRST_MESSAGE_REQUIRED),
});
export type FirstMessageInput = z.input<typeof firstMessageFormSchema>;
/**
 * POST /api/chats/create/: a support chat, or a chat about a car when `car_id` is given. A new chat (and a car chat's
 * internal chat) is created only with its first message (`content`); without one only an existing chat is returned.
 */
export const chatCreateSchema = z
  .object({ car_id: id().nullable().optional(), content: firstMessage })
  .meta({ id: 'ChatCreate' });
export const assignEmployeeSchema = z.object({ chat_id: id(), employee_id: id() }).meta({ id: 'AssignEmployee' });
export const chatIdSchema = z.object({ chat_id: id() }).meta({ id: 'ChatId' });
export const labelCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(50),
    color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour such as #d32f2f.'),
  })
  .meta({ id: 'LabelCreate' });
export const addLabelsSchema = z
  .object({
    chat_id: id(),
    label_ids: z.preprocess((v) => (Array.isArray(v) ? v : v === undefined ? v : [v]), z.array(id()).min(1)),
  })
  .meta({ id: 'AddLabels' });
export const removeLabelSchema = z.object({ chat_id: id(), label_id: id() }).meta({ id: 'RemoveLabel' });
export const labelQuerySchema = z.object({ q: z.string().trim().max(50).optional() });
/** POST /api/chats/messages/create/ (multipart); `file` is read separately, `media_type` and `sender` are derived. */
export const messageCreateSchema = z
  .object({
    chat: id(),
    content: z.string().max(5000).optional().default(''),
    media_type: z.string().optional(),
    sender: z.string().optional(),
    file: z.any().optional().meta({ type: 'string', format: 'binary' }),
  })
  .meta({ id: 'ChatMessageCreate' });

export const unreadCountSchema = z
  .object({ unread_message_count: z.number().int().nonnegative() })
  .meta({ id: 'UnreadCount' });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export const toggleResponseSchema = z.object({ chat_id: z.number().int(), done: z.boolean(), follow_up: z.boolean() });
export const labelsChangedSchema = z.object({ chat_id: z.number().int(), labels: z.array(labelSchema) });

export const VISITOR_CONTACT_REQUIRED = 'Enter a phone number or a Telegram username so we can reach you.';
export const TELEGRAM_INVALID = 'Enter a Telegram username: 5–32 letters, digits or underscores, e.g. @sokha_kh.';
/** A Telegram username as people write it (`@name`, `t.me/name`), stored bare. Blank counts as none. */
export const telegramSchema = z
  .string()
  .trim()
  .max(60, TELEGRAM_INVALID)
  .transform((value) => value.replace(/^(https?:\/\/)?(t\.me\/|telegram\.me\/)?@?/i, ''))
  .pipe(z.union([z.literal(''), z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, TELEGRAM_INVALID)]))
  .transform((value) => value || undefined);
/** The visitor form's fields as typed (the widget's form and the API check the same rules). */
export const visitorContactSchema = z
  .object({
    first_name: z.string().trim().max(60, 'Ensure this field has no more than 60 characters.').optional().default(''),
    phone: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(visitorPhoneSchema.optional()),
    telegram: telegramSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.phone === undefined && value.telegram === undefined)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: VISITOR_CONTACT_REQUIRED });
  });
export type VisitorContactInput = z.input<typeof visitorContactSchema>;
/** Anonymous visitors: a throwaway account whose unique_id and tokens the widget keeps, with a phone or Telegram. */
export const anonymousUserCreateSchema = visitorContactSchema.meta({ id: 'AnonymousUserCreate' });
export const anonymousUserSchema = z.object({
  user: z.object({
    id: z.number().int(),
    unique_id: z.string(),
    first_name: z.string(),
    is_anonymous: z.literal(true),
  }),
  access: z.string(),
  refresh: z.string(),
});
export type AnonymousUser = z.infer<typeof anonymousUserSchema>;
export const anonymousChatCreateSchema = z
  .object({ unique_id: z.uuid(), car_id: id().nullable().optional(), content: firstMessage })
  .meta({ id: 'AnonymousChatCreate' });

/** POST /api/chats/anonymous/verify/: the address to keep the conversation with, an e-mail or a phone (exactly one). */
export const anonymousVerifySchema = z
  .object({ email: emailSchema.optional(), phone: phoneSchema.optional() })
  .refine((value) => (value.email === undefined) !== (value.phone === undefined), { message: ANONYMOUS_ONE_ADDRESS })
  .meta({ id: 'AnonymousVerify' });
export type AnonymousVerify = z.input<typeof anonymousVerifySchema>;
/** POST /api/chats/anonymous/verify-otp/: the same address and the 6-digit code sent to it. */
export const anonymousVerifyOtpSchema = z
  .object({ email: emailSchema.optional(), phone: phoneSchema.optional(), otp: otpSchema })
  .refine((value) => (value.email === undefined) !== (value.phone === undefined), { message: ANONYMOUS_ONE_ADDRESS })
  .meta({ id: 'AnonymousVerifyOtp' });
export type AnonymousVerifyOtp = z.input<typeof anonymousVerifyOtpSchema>;
export const ANONYMOUS_CODE_SENT = 'We have sent a 6-digit code. Enter it to keep this conversation.';
export const ANONYMOUS_VERIFIED = 'Verified: the conversation is now in your account.';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM.');
export const workingDaySchema = z.object({
  weekday: z.number().int().min(0).max(6),
  is_open: z.boolean(),
  opens_at: hhmm,
  closes_at: hhmm,
});
/** Weekly support hours in Cambodia time; weekday 0 is Sunday. */
export const workingHoursSchema = z
  .object({
    time_zone: z.literal(WORKING_HOURS_TIME_ZONE),
    days: z.array(workingDaySchema).length(7),
    message: z.string(),
  })
  .meta({ id: 'WorkingHours' });
export type WorkingHours = z.infer<typeof workingHoursSchema>;
export const workingHoursUpdateSchema = z
  .object({
    days: z.array(workingDaySchema).min(1).max(7).optional(),
    message: z.string().trim().min(1).max(1000).optional(),
  })
  .meta({ id: 'WorkingHoursUpdate' });

// Socket frames, client → server.
export const joinChatFrameSchema = z.object({ command: z.literal('join_chat'), chat: id().optional() });
export const newMessageFrameSchema = z.object({
  command: z.literal('new_message'),
  chat: id(),
  content: z.string().trim().min(1).max(5000),
});
export const messageReadFrameSchema = z.object({ command: z.literal('message_read'), chat: id(), message_id: id() });
export const pingFrameSchema = z.object({ command: z.literal('ping') });
export const clientFrameSchema = z.discriminatedUnion('command', [
  joinChatFrameSchema,
  newMessageFrameSchema,
  messageReadFrameSchema,
  pingFrameSchema,
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

// Socket frames, server → client.
export const connectedFrameSchema = z.object({ command: z.literal('connected'), user_id: z.number().int() });
export const pongFrameSchema = z.object({ command: z.literal('pong') });
/** A frame the server refused; `throttled` when over a rate limit: the message was not stored, send it again after retry_after s. */
export const errorFrameSchema = z.object({
  command: z.literal('error'),
  detail: z.string(),
  code: z.literal('throttled').optional(),
  retry_after: z.number().int().positive().optional(),
});
export type ErrorFrame = z.infer<typeof errorFrameSchema>;
export const joinedFrameSchema = z.object({ command: z.literal('join_chat'), chat: z.number().int() });
export const newMessageEventSchema = z.object({ command: z.literal('new_message'), message: messageSchema });
export const messageReadEventSchema = z.object({
  command: z.literal('message_read'),
  chat: z.number().int(),
  message_id: z.number().int(),
  user: z.number().int(),
});
/** A message that arrived another way than the chat socket (a file upload): clients add it like new_message. */
export const broadcastMessageEventSchema = z.object({
  command: z.literal('broadcast_message'),
  message: messageSchema,
});
export const newMessageNotificationSchema = z.object({
  command: z.literal('new_message_notification'),
  chat: z.number().int(),
  message: messageSchema,
});
export const newChatEventSchema = z.object({ command: z.literal('new_chat'), chat: chatSchema });
export const notWorkingHoursEventSchema = z.object({ command: z.literal('not_working_hours'), message: z.string() });
export const serverFrameSchema = z.discriminatedUnion('command', [
  connectedFrameSchema,
  pongFrameSchema,
  errorFrameSchema,
  joinedFrameSchema,
  newMessageEventSchema,
  messageReadEventSchema,
  broadcastMessageEventSchema,
  newMessageNotificationSchema,
  newChatEventSchema,
  notWorkingHoursEventSchema,
  recordEventSchema,
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** GET /api/chats/{id}/customer/ (staff only): who the customer of a chat is and their shipping records. */
export const chatCustomerSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    /** International form (+855…), or null; a visitor's is the number they gave the chat widget. */
    phone: z.string().nullable(),
    telegram: z.string().nullable(),
    is_visitor: z.boolean(),
    date_joined: z.string(),
    car_sale_count: z.number().int().nonnegative(),
    /** The customer's newest car sales (up to 5), each opening its record page. */
    car_sales: z.array(
      z.object({
        id: z.number().int(),
        id_number: z.string(),
        vehicle_name: z.string(),
        vin: z.string(),
        date: z.string(),
      }),
    ),
  })
  .meta({ id: 'ChatCustomer' });
export type ChatCustomer = z.infer<typeof chatCustomerSchema>;
export const CUSTOMER_PANEL_CAR_SALES = 5;
