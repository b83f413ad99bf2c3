// Chat constants without zod, for code that ships to every page (the chat store, the bell); chat.ts re-exports them.
export const CHAT_TYPES = ['private', 'group', 'car', 'car_internal', 'support'] as const;
export const MEDIA_TYPES = ['audio', 'video', 'image', 'doc'] as const;
export const CHAT_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 20;
export const EMPLOYEE_PAGE_SIZE = 50;
/** `?after=<id>` resync returns at most this many newer messages. */
export const RESYNC_LIMIT = 100;
export const CHAT_FILE_MAX_BYTES = 25 * 1024 * 1024;
export const OUT_OF_HOURS_REPLY_ID_OFFSET = 100_000;
export const OUT_OF_HOURS_SENDER_ID = 0;
export const WORKING_HOURS_TIME_ZONE = 'Asia/Phnom_Penh';
