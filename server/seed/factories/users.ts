// Demo accounts: the six documented logins, the sales staff, and a crowd of customers and Cambodian dealers.
import type { users } from '../../db/schema';
import { personImagePath } from '../../media/paths';
import { KH_DEALERSHIPS, KH_MOBILE_PREFIXES, KHMER_FAMILY_NAMES, KHMER_GIVEN_NAMES } from '../places';
import { addDays, createFaker, DOMAIN, reseed } from '../random';

export type UserRow = typeof users.$inferInsert & { id: number };

export const DEMO_PASSWORD = 'demo1234!';

export interface DemoPeople {
  rows: UserRow[];
  customer: number;
  customer2: number;
  dealer: number;
  staff: number;
  admin: number;
  dummy: number;
  /** Staff who sell (the sales team and sales reps), the staff demo account first. */
  salesStaff: number[];
  /** Private customers, the two demo customers first. */
  customers: number[];
  /** Business Accounts (Cambodian dealerships), the demo dealer first. */
  dealers: number[];
}

const SALES_STAFF: [first: string, last: string][] = [
  ['Rithy', 'Meas'],
  ['Channary', 'Lim'],
  ['Visal', 'Prak'],
  ['Leakena', 'Sok'],
  ['Samnang', 'Chea'],
  ['Theary', 'Ouk'],
];

const OTHER_CUSTOMERS = 24;

function phoneFor(index: number): string {
  const prefix = KH_MOBILE_PREFIXES[index % KH_MOBILE_PREFIXES.length]!;
  // Distinct for every index below ~110, enough for the demo crowd.
  return `+855${prefix}${String(210_000 + ((index * 7919) % 789_999)).padStart(6, '0')}`;
}

export function buildUsers(passwordHash: string, now: Date): DemoPeople {
  const faker = createFaker();
  const rows: UserRow[] = [];
  const add = (
    row: Omit<
      UserRow,
      'id' | 'unique_id' | 'phone' | 'phone_verified' | 'password_hash' | 'date_joined' | 'is_verified'
    >,
  ): number => {
    const id = rows.length + 1;
    reseed(faker, DOMAIN.users, id);
    rows.push({
      id,
      unique_id: faker.string.uuid(),
      phone: phoneFor(id),
      // Demo numbers count as confirmed, so they sign in by phone and show on dealer pages like real ones.
      phone_verified: true,
      password_hash: passwordHash,
      is_verified: true,
      date_joined: addDays(now, -faker.number.int({ min: 30, max: 900 })),
      last_login: addDays(now, -faker.number.int({ min: 0, max: 20 })),
      profile_pic: personImagePath(id),
      ...row,
    });
    return id;
  };

  const customer = add({ email: 'customer@demo.local', first_name: 'Sokha', last_name: 'Chan' });
  const customer2 = add({ email: 'customer2@demo.local', first_name: 'Dara', last_name: 'Kim' });
  const [dealerName, dealerAddress] = KH_DEALERSHIPS[0]!;
  const dealer = add({
    email: 'dealer@demo.local',
    first_name: 'Vannak',
    last_name: 'Heng',
    account_type: 'Business Account',
    company_name: dealerName,
    address: dealerAddress,
  });
  const staff = add({ email: 'staff@demo.local', first_name: 'Sreyleak', last_name: 'Ouk', is_admin: true });
  const admin = add({
    email: 'admin@demo.local',
    first_name: 'Piseth',
    last_name: 'Ly',
    is_admin: true,
    is_superuser: true,
  });
  const dummy = add({
    email: 'dummy@demo.local',
    first_name: 'Demo',
    last_name: 'Viewer',
    is_dummy_account: true,
    profile_pic: null,
  });

  const salesStaff = [staff];
  for (const [first, last] of SALES_STAFF) {
    salesStaff.push(
      add({
        email: `${first}.${last}@autobridge.demo.local`.toLowerCase(),
        first_name: first,
        last_name: last,
        is_admin: true,
      }),
    );
  }

  const customers = [customer, customer2];
  for (let i = 0; i < OTHER_CUSTOMERS; i += 1) {
    reseed(faker, DOMAIN.users, 1000 + i);
    const first = faker.helpers.arrayElement(KHMER_GIVEN_NAMES);
    const last = faker.helpers.arrayElement(KHMER_FAMILY_NAMES);
    customers.push(
      add({
        email: `${first}.${last}.${rows.length + 1}@example.com`.toLowerCase(),
        first_name: first,
        last_name: last,
      }),
    );
  }

  const dealers = [dealer];
  for (const [index, [company, address]] of KH_DEALERSHIPS.slice(1).entries()) {
    reseed(faker, DOMAIN.users, 2000 + index);
    dealers.push(
      add({
        email: `sales@${company.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com`,
        first_name: faker.helpers.arrayElement(KHMER_GIVEN_NAMES),
        last_name: faker.helpers.arrayElement(KHMER_FAMILY_NAMES),
        account_type: 'Business Account',
        company_name: company,
        address,
      }),
    );
  }

  return { rows, customer, customer2, dealer, staff, admin, dummy, salesStaff, customers, dealers };
}
