// Rate limits of the accounts endpoints: per client address (route middleware) and per account named in the body.
import type { Context } from 'hono';
import { sha256 } from '../../auth/codes';
import type { AppEnv } from '../../api/context';
import { throttleKeyed, type ThrottleRule } from '../../api/throttle';

const perIp = (scope: string, limit: number, windowSeconds: number): ThrottleRule => ({
  scope,
  limit,
  windowSeconds,
  by: 'ip',
});

export interface AccountRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export const AUTH_THROTTLES = {
  login: { ip: perIp('login', 10, 60), account: { scope: 'login-account', limit: 5, windowSeconds: 60 } },
  refresh: { ip: perIp('token-refresh', 60, 60) },
  register: { ip: perIp('register', 10, 3600), account: { scope: 'register-account', limit: 5, windowSeconds: 3600 } },
  verification: {
    ip: perIp('verification', 5, 600),
    account: { scope: 'verification-account', limit: 3, windowSeconds: 600 },
  },
  activate: { ip: perIp('activate', 20, 600) },
  otpSend: { ip: perIp('otp-send', 5, 600), account: { scope: 'otp-send-account', limit: 3, windowSeconds: 600 } },
  otpCheck: { ip: perIp('otp-check', 10, 600), account: { scope: 'otp-check-account', limit: 10, windowSeconds: 600 } },
  forgot: {
    ip: perIp('forgot-password', 5, 600),
    account: { scope: 'forgot-password-account', limit: 3, windowSeconds: 600 },
  },
  reset: {
    ip: perIp('reset-password', 10, 600),
    account: { scope: 'reset-password-account', limit: 10, windowSeconds: 600 },
  },
} as const;

/** Counts a request against the account it names (an e-mail or phone, hashed in the key) → DRF's 429 when over. */
export async function throttleAccount(c: Context<AppEnv>, rule: AccountRule, account: string): Promise<void> {
  await throttleKeyed(c, rule, `acct:${sha256(account.toLowerCase())}`);
}
