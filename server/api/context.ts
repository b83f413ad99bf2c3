// Per-request context shared by every API module.
import type { Logger } from 'pino';
import type { Database, Db } from '../db/client';
import type { Bus } from '../realtime/bus';
import type { BodyBounds } from './limits';
import type { ThrottleStore } from './throttle';

export interface AuthUser {
  id: number;
  unique_id: string;
  email: string | null;
  account_type: string;
  is_admin: boolean;
  is_superuser: boolean;
  is_dummy_account: boolean;
  /** Staff = is_admin or is_superuser (spec §3). */
  is_staff: boolean;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    db: Db;
    user: AuthUser | null;
    log: Logger;
    /** This request's body bound; upload routes raise it with `allowBody` before reading. */
    bodyBounds: BodyBounds;
    deps: {
      getDatabase: () => Promise<Database>;
      getBus: () => Promise<Bus>;
      getThrottleStore: () => Promise<ThrottleStore>;
      logger: Logger;
    };
  };
};
