// Working hours in Cambodia time (UTC+7, no daylight saving) and the once-a-day out-of-hours reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_OUT_OF_HOURS_MESSAGE,
  cambodiaClock,
  getWorkingHours,
  isOpenAt,
  outOfHoursReply,
} from '@/server/modules/chat/working-hours.service';
import { createCast, openChatAs } from '../support/chat';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the Cambodia clock', () => {
  it('reads weekday, time and date seven hours ahead of UTC', () => {
    // Saturday 2026-11-21 23:30 UTC is Sunday 06:30 in Phnom Penh.
    expect(cambodiaClock(new Date('2026-11-21T23:30:00Z'))).toEqual({ weekday: 0, time: '06:30', date: '2026-11-22' });
    expect(cambodiaClock(new Date('2026-11-23T01:00:00Z'))).toEqual({ weekday: 1, time: '08:00', date: '2026-11-23' });
  });

  it('is open Monday to Saturday 08:00 until 17:30 by default, closed on Sunday', async () => {
    const hours = await getWorkingHours(t.database.db);
    const at = (iso: string) => isOpenAt(hours, new Date(iso));
    expect(at('2026-11-23T00:59:00Z')).toBe(false); // Monday 07:59
    expect(at('2026-11-23T01:00:00Z')).toBe(true); // Monday 08:00
    expect(at('2026-11-28T10:29:00Z')).toBe(true); // Saturday 17:29
    expect(at('2026-11-28T10:30:00Z')).toBe(false); // Saturday 17:30
    expect(at('2026-11-22T05:00:00Z')).toBe(false); // Sunday noon
  });
});

describe('the out-of-hours reply', () => {
  it('is due once per chat per Cambodia day, never inside hours', async () => {
    const cast = await createCast(t);
    const chat = await openChatAs(t, cast.customerA);
    const other = await openChatAs(t, cast.customerB);
    const db = t.database.db;
    expect(await outOfHoursReply(db, chat.id, new Date('2026-11-23T03:00:00Z'))).toBeNull(); // Monday 10:00
    expect(await outOfHoursReply(db, chat.id, new Date('2026-11-23T14:00:00Z'))).toBe(DEFAULT_OUT_OF_HOURS_MESSAGE); // Monday 21:00
    expect(await outOfHoursReply(db, chat.id, new Date('2026-11-23T16:00:00Z'))).toBeNull(); // Monday 23:00, already told
    expect(await outOfHoursReply(db, other.id, new Date('2026-11-23T16:00:00Z'))).toBe(DEFAULT_OUT_OF_HOURS_MESSAGE);
    expect(await outOfHoursReply(db, chat.id, new Date('2026-11-23T17:30:00Z'))).toBe(DEFAULT_OUT_OF_HOURS_MESSAGE); // Tuesday 00:30
  });
});
