// Accounts and sessions (/api/usermgmt/…): sign-up, login, tokens, verification, password reset, the user record.
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_TOO_SHORT = `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_NUMERIC = 'This password is entirely numeric.';
export const PASSWORD_TOO_SIMILAR = 'The password is too similar to the email.';
export const PASSWORDS_DIFFER = "The two password fields didn't match.";
export const PHONE_INVALID = 'Enter a valid phone number in international format, e.g. +85512345678.';
export const OTP_INVALID = 'Enter the 6-digit code.';

/** Longest common subsequence length: enough to tell "similar" the way Django's SequenceMatcher ratio does. */
function commonLength(a: string, b: string): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      row[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    }
    prev = row;
  }
  return prev[b.length]!;
}

/** Like Django's UserAttributeSimilarityValidator: the e-mail and its parts, similarity ratio ≥ 0.7. */
function tooSimilarToEmail(password: string, email: string): boolean {
  const pw = password.toLowerCase().slice(0, PASSWORD_MAX_LENGTH);
  const value = email.trim().toLowerCase().slice(0, 254);
  if (!value || !pw) return false;
  // Django's parts, plus the whole local part (the name before the @ is the likeliest password to reuse).
  const parts = [value, value.split('@')[0] ?? '', ...value.split(/\W+/).filter((part) => part.length >= 3)];
  return parts.some((part) => (2 * commonLength(pw, part)) / (pw.length + part.length) >= 0.7);
}

/** The password rules (Django's validators), for the browser form and the server alike; [] when it is fine. */
export function passwordProblems(password: string, email?: string | null): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(PASSWORD_TOO_SHORT);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_NUMERIC);
  if (email && tooSimilarToEmail(password, email)) problems.push(PASSWORD_TOO_SIMILAR);
  return problems;
}

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Ensure this field has no more than 254 characters.')
  .email('Enter a valid email address.');

/** International format (+ and 8–15 digits); spaces, dots, dashes and brackets are dropped. */
export const phoneSchema = z
  .string()
  .max(30, 'Ensure this field has no more than 30 characters.')
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, PHONE_INVALID));

/** The password field itself: length only; the rules that need the e-mail run on the whole object. */
export const passwordSchema = z
  .string()
  .min(1, 'This field may not be blank.')
  .max(PASSWORD_MAX_LENGTH, `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`);

export const otpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, OTP_INVALID);

function checkPassword(ctx: z.RefinementCtx, password: string, email?: string | null) {
  for (const message of passwordProblems(password, email))
    ctx.addIssue({ code: 'custom', path: ['password'], message });
}

/** Cambodian numbers as people type them (012 345 678, 855 12 345 678) in the stored +855 form; others unchanged. */
export function normalizePhone(value: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  if (/^0[1-9]\d{7,8}$/.test(compact)) return `+855${compact.slice(1)}`;
  if (/^855[1-9]\d{7,8}$/.test(compact)) return `+${compact}`;
  return compact;
}

/** What the login's one "E-mail or phone" field names: an address (with an @) or a phone number, normalised. */
export function loginIdentifier(value: string): { email: string } | { phone: string } {
  const trimmed = value.trim();
  return trimmed.includes('@') ? { email: trimmed.toLowerCase() } : { phone: normalizePhone(trimmed) };
}

export const loginRequestSchema = z
  .object({
    /** SimpleJWT's username field: an e-mail address or a phone number (confirmed numbers only). */
    email: z.string().trim().toLowerCase().min(1).max(254).meta({ description: 'E-mail address or phone number' }),
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1).max(4096) }).meta({ id: 'RefreshRequest' });
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

export const ACCOUNT_TYPES = ['Customer', 'Business Account'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES).meta({ id: 'AccountType' });
export type AccountType = z.infer<typeof accountTypeSchema>;

export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    first_name: required(150),
    last_name: required(150),
    phone: phoneSchema,
    account_type: accountTypeSchema.default('Customer'),
  })
  .superRefine((value, ctx) => checkPassword(ctx, value.password, value.email))
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const userSchema = z
  .object({
    id: z.number().int(),
    /** The same as `id` (the seed's clients read either). */
    user_id: z.number().int(),
    unique_id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    /** Absolute URL, or null without a picture. */
    profilePic: z.string().nullable(),
    account_type: z.string(),
    is_dummy_account: z.boolean(),
    is_admin: z.boolean(),
    is_superuser: z.boolean(),
    is_verified: z.boolean(),
    /** False until the phone number is confirmed with a texted code (sign-up's activate-otp, or phone/verify/ after a change). */
    phone_verified: z.boolean(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/**
 * PUT user/{id}/: only these fields change; anything else sent (role fields included) is ignored. A new e-mail needs
 * `current_password` too (whoever holds the address can reset the password).
 */
export const userUpdateSchema = z
  .object({
    first_name: required(150),
    last_name: required(150),
    phone: z.string().transform(normalizePhone).pipe(phoneSchema),
    email: emailSchema,
    current_password: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .partial()
  .meta({ id: 'UserUpdate' });
export type UserUpdate = z.input<typeof userUpdateSchema>;

/** POST password/change/: the current password proves it is the owner; the new one follows the usual rules. */
export const passwordChangeSchema = z
  .object({ current_password: passwordSchema, new_password: passwordSchema })
  .superRefine((value, ctx) => {
    for (const message of passwordProblems(value.new_password)) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message });
    }
  })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** GET/PUT notification-preferences/: which e-mails the account wants (both on for new accounts). */
export const notificationPreferencesSchema = z
  .object({
    /** An e-mail when one of my records (car sale, shipping, container, …) changes status. */
    notify_status_email: z.boolean(),
    /** An e-mail when staff answer in one of my chats. */
    notify_chat_email: z.boolean(),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * GET/DELETE email-change/: the new e-mail address waiting for its confirmation link (decision 055), or null. Until
 * the link is opened the account's `email` stays its login and contact address.
 */
export const emailChangeSchema = z.object({ pending_email: z.string().nullable() }).meta({ id: 'EmailChange' });
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** POST email-change/confirm/: the uid and token of the e-mailed link (/account/email?uid=…&token=…). */
export const emailChangeConfirmSchema = z
  .object({ uid: z.string().max(32), token: z.string().max(128) })
  .meta({ id: 'EmailChangeConfirm' });
export type EmailChangeConfirm = z.input<typeof emailChangeConfirmSchema>;

/** A confirmed change: the account's address now. */
export const emailChangedSchema = z.object({ detail: z.string(), email: z.string() }).meta({ id: 'EmailChanged' });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

/** POST phone/verify/: the code texted to the account's new, unconfirmed number. */
export const phoneConfirmSchema = z.object({ otp: otpSchema }).meta({ id: 'PhoneConfirm' });
export type PhoneConfirm = z.input<typeof phoneConfirmSchema>;

export const verificationRequestSchema = z.object({ email: emailSchema }).meta({ id: 'VerificationRequest' });
export type VerificationRequest = z.input<typeof verificationRequestSchema>;

export const otpRequestSchema = z.object({ phone: phoneSchema }).meta({ id: 'OtpRequest' });
export type OtpRequest = z.input<typeof otpRequestSchema>;

export const otpActivateSchema = z.object({ phone: phoneSchema, otp: otpSchema }).meta({ id: 'OtpActivate' });
export type OtpActivate = z.input<typeof otpActivateSchema>;

/** Either `{email}` (a reset link) or `{phone}` (an SMS code). */
export const forgotPasswordSchema = z
  .object({ email: emailSchema.optional(), phone: phoneSchema.optional() })
  .refine((value) => value.email !== undefined || value.phone !== undefined, {
    message: 'Provide an email or a phone number.',
  })
  .meta({ id: 'ForgotPassword' });
export type ForgotPassword = z.input<typeof forgotPasswordSchema>;

export const resetPasswordWithTokenSchema = z
  .object({ password: passwordSchema, confirm_password: z.string().max(PASSWORD_MAX_LENGTH).optional() })
  .superRefine((value, ctx) => {
    checkPassword(ctx, value.password);
    if (value.confirm_password !== undefined && value.confirm_password !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: PASSWORDS_DIFFER });
    }
  })
  .meta({ id: 'ResetPasswordWithToken' });
export type ResetPasswordWithToken = z.input<typeof resetPasswordWithTokenSchema>;

export const resetPasswordWithOtpSchema = z
  .object({ phone: phoneSchema, otp: otpSchema, password: passwordSchema })
  .superRefine((value, ctx) => checkPassword(ctx, value.password))
  .meta({ id: 'ResetPasswordWithOtp' });
export type ResetPasswordWithOtp = z.input<typeof resetPasswordWithOtpSchema>;

export const detailSchema = z.object({ detail: z.string() }).meta({ id: 'Detail' });
export type Detail = z.infer<typeof detailSchema>;

/** activate-otp/ answers with tokens so the client is signed in straight away. */
export const otpActivatedSchema = z
  .object({ detail: z.string(), access: z.string(), refresh: z.string() })
  .meta({ id: 'OtpActivated' });
export type OtpActivated = z.infer<typeof otpActivatedSchema>;

export const userSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'Ensure this field has no more than 100 characters.').default(''),
});

/** GET user/search/?q=: at most 20, for assigning and filtering (staff only). */
export const userSearchResultSchema = z
  .object({
    id: z.number().int(),
    unique_id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    profilePic: z.string().nullable(),
    account_type: z.string(),
  })
  .meta({ id: 'UserSearchResult' });
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;
export const userSearchResultListSchema = z.array(userSearchResultSchema);

/** Generic answers (the same whether or not an account exists). */
export const VERIFICATION_SENT =
  'If an account with this email exists and is not verified yet, we have sent a verification link.';
export const OTP_SENT = 'If an account with this phone number exists, we have sent a 6-digit code.';
export const RESET_SENT = 'If an account exists for what you entered, we have sent password reset instructions.';
export const ACTIVATION_INVALID = 'Activation link is invalid or has expired.';
export const ACTIVATED = 'Your account has been verified. You can log in now.';
export const OTP_WRONG = 'The code is invalid or has expired.';
export const OTP_TOO_MANY = 'Too many attempts. Request a new code.';
export const RESET_LINK_INVALID = 'Password reset link is invalid or has expired.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can log in now.';
export const LOGIN_FAILED = 'No active account found with the given credentials';
export const PHONE_CODE_SENT = 'We have sent a 6-digit code to your new phone number.';
export const PHONE_CONFIRMED = 'Your phone number is confirmed.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
export const CURRENT_PASSWORD_NEEDED = 'Enter your current password to change your e-mail address.';
export const PHONE_NOTHING_TO_CONFIRM = 'Your phone number is already confirmed, or there is none.';
export const EMAIL_CHANGE_SENT = 'We have sent a confirmation link to your new e-mail address.';
export const EMAIL_CHANGE_NONE = 'There is no e-mail change waiting for confirmation.';
export const EMAIL_CHANGE_LINK_INVALID =
  'This confirmation link is not valid. Open the link exactly as it is in the e-mail, or ask for a new one on your account page.';
export const EMAIL_CHANGE_LINK_EXPIRED = 'This confirmation link has expired. Ask for a new one on your account page.';
export const EMAIL_CHANGE_LINK_USED =
  'This confirmation link has already been used, or a newer one was sent or the change was cancelled since.';
export const EMAIL_CHANGE_TAKEN = 'Another account uses this e-mail address now, so it cannot become yours.';
export const emailChangedMessage = (email: string) =>
  `Your e-mail address is now ${email}. Log in with it from now on.`;
