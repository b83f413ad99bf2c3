// Bulk data for the orders bench: car sales with their purchases, towings, loading records, containers, shippings,
// summary reports, ledgers and notes, spread over a crowd of customers, written with set-based SQL (generate_series)
// in seconds rather than by the per-row seed factories. Every per-car record takes its car sale's id as its own id.
// Cars are numbered oldest first over two years, so old cars are delivered and the newest are still at the auction;
// a car's stage follows from its records by the same rule as the seed (server/seed/factories/timeline.ts).
// At ten times the issue's size (a million car sales, seven million ledger rows) the rows go in by ranges of car ids
// with the tables' secondary indexes built once at the end (bulk-load.mjs).
import { inRanges, withIndexesDeferred } from './bulk-load.mjs';

/** Cars (and notes) per INSERT: bounded memory per statement whatever the scale. */
const CHUNK = 100_000;
const BULK_TABLES = [
  'car_sales',
  'car_purchases',
  'towings',
  'containers',
  'loading_records',
  'shippings',
  'record_files',
  'balance_reports',
  'summary_reports',
  'record_notes',
  'note_reads',
];

const MAKES = [
  ['Toyota', 'Camry', 'SE'],
  ['Toyota', 'RAV4', 'XLE'],
  ['Lexus', 'RX 350', 'F Sport'],
  ['Honda', 'Civic', 'EX'],
  ['Ford', 'F-150', 'XLT'],
  ['Hyundai', 'Tucson', 'SEL'],
  ['Tesla', 'Model 3', 'Long Range'],
  ['Lexus', 'LX 570', 'Base'],
  ['Toyota', 'Tacoma', 'TRD Off-Road'],
  ['Mercedes-Benz', 'C 300', '4MATIC'],
];
const STATES = ['TX', 'NJ', 'GA', 'CA', 'ON', 'FL', 'NY', 'PA', 'AZ', 'NV'];
const CARRIERS = ['MSC', 'Maersk', 'CMA CGM', 'ONE', 'Evergreen'];
const WAREHOUSES = [
  ['Houston, TX', 'Houston', 'TX', 'Port of Houston (Barbours Cut)'],
  ['Newark, NJ', 'Newark', 'NJ', 'Port Newark'],
  ['Savannah, GA', 'Savannah', 'GA', 'Port of Savannah (Garden City Terminal)'],
  ['Long Beach, CA', 'Long Beach', 'CA', 'Port of Long Beach'],
  ['Toronto, ON', 'Toronto', 'ON', 'Port of Montreal'],
];

const arr = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const pick = (values, expr) => `(${arr(values)})[1 + ((${expr}) % ${values.length})]`;

/**
 * Fills a migrated, empty database. Returns the ids the bench logs in with and filters on.
 * `passwordHash` is an argon2id hash (server/auth/passwords.ts) shared by every bench account.
 */
export async function fillOrders(client, { cars, customers, notes, staff = 10, passwordHash }) {
  const N = cars;
  const q = (text, params) => client.query(text, params);
  await q(
    `insert into users (email, password_hash, first_name, last_name, is_verified, is_admin, is_superuser)
     select 'bench-staff-' || g || '@bench.local', $1, 'Staff', 'Member ' || g, true, true, false
     from generate_series(1, $2) g`,
    [passwordHash, staff],
  );
  await q(
    `insert into users (email, password_hash, first_name, last_name, is_verified, is_admin, is_superuser)
     values ('bench-admin@bench.local', $1, 'Bench', 'Admin', true, true, true)`,
    [passwordHash],
  );
  await q(
    `insert into users (email, password_hash, first_name, last_name, is_verified, account_type, company_name)
     select 'bench-customer-' || g || '@bench.local', $1, 'Customer', 'Number ' || g, true,
       case when g % 10 = 0 then 'Business Account' else 'Customer' end,
       case when g % 10 = 0 then 'Dealer ' || g else '' end
     from generate_series(1, $2) g`,
    [passwordHash, customers],
  );
  const ids = async (like) =>
    (await q(`select min(id)::int as lo, max(id)::int as hi from users where email like $1`, [like])).rows[0];
  const staffIds = await ids('bench-staff-%');
  const customerIds = await ids('bench-customer-%');
  const adminId = (await ids('bench-admin@%')).lo;
  const C = customerIds.hi - customerIds.lo + 1;
  const S = staffIds.hi - staffIds.lo + 1;

  for (const [i, [warehouse, city, state, port]] of WAREHOUSES.entries()) {
    await q(`insert into warehouses (id, warehouse, city, state, port) values ($1, $2, $3, $4, $5)`, [
      i + 1,
      warehouse,
      city,
      state,
      port,
    ]);
    await q(`insert into loading_ports (id, name, warehouse_id) values ($1, $2, $1)`, [i + 1, port]);
  }
  await q(`insert into towing_companies (id, name, phone)
           select g, 'Towing company ' || g, '+1 555-01' || g from generate_series(1, 6) g`);

  // One row per car with everything its records need; age in days, containers of four consecutive cars.
  await q(`create temp table plan as
    with base as (
      select g as id,
        ((${N} - g)::bigint * 730 / ${N})::int as age,
        (g::bigint * 7919 % ${C})::int as cust,
        1 + ((g - 1) / 4) as container_id,
        g % 23 = 0 as title_problem,
        g % 10 < 7 as auction
      from generate_series(1, ${N}) g
    ), dated as (
      select b.*, current_date - b.age as date,
        -- The container leaves 25 days after its newest car (the fourth) was bought; 42 days at sea.
        current_date - ((${N} - least(4 * b.container_id, ${N}))::bigint * 730 / ${N})::int + 25 as etd
      from base b
    ), priced as (
      select d.*, d.etd + 42 as eta,
        ${customerIds.lo} + d.cust as customer_id,
        (d.cust + 1) % 10 = 0 as dealer,
        ${staffIds.lo} + (d.id % ${S}) as sales_rep_id,
        1 + (d.id % 5) as warehouse_id,
        d.age >= 2 as towed,
        d.age >= 7 as at_warehouse,
        d.age >= 20 and not d.title_problem as loaded,
        4000 + (d.id * 37 % 30000) as price,
        case when d.auction then 450 + d.id % 800 else 0 end as auction_fees,
        500 + (d.id % 11) * 100 as service_fee,
        150 + (d.id % 50) * 10 as towing_cost,
        1450 + (d.id % 9) * 50 as freight
      from dated d
    ), loaded as (
      select p.*, case when p.loaded then least(p.etd - 4, current_date) end as loaded_at,
        case when p.loaded and p.eta <= current_date then p.eta end as arrived_at,
        case when p.loaded and p.eta + 4 <= current_date then p.eta + 4 end as customs_at,
        case when p.loaded and p.eta + 10 <= current_date then p.eta + 10 end as delivered_at
      from priced p
    )
    select l.*, case
        when l.delivered_at is not null then 'delivered'
        when l.customs_at is not null then 'customs'
        when l.arrived_at is not null then 'arrived'
        when l.loaded and l.etd <= current_date then 'in transit'
        when l.loaded then 'loaded'
        when l.at_warehouse then 'at warehouse'
        when l.towed then 'towing'
        else 'purchased' end as stage
    from loaded l`);
  await q(`create index on plan (id)`);
  await q(`create index on plan (customer_id)`);
  await q(`analyze plan`);

  const timed = async (label, work) => {
    const started = performance.now();
    await work();
    console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  };
  // Each per-car statement over one range of car ids at a time ($1..$2).
  const perCar = (label, sql) => timed(label, () => inRanges(N, CHUNK, (lo, hi) => q(sql, [lo, hi])));
  const inChunk = 'id between $1 and $2';

  await withIndexesDeferred(
    client,
    BULK_TABLES,
    async () => {
      await perCar(
        'car sales',
        `insert into car_sales (id, id_number, customer_id, sales_rep_id, customer_type, date,
        vin, year, make, model, trim, color, lot_number, purchase_price, sale_price, dealer_state, car_location,
        title_status, is_done, is_flagged, stage, created_at, updated_at)
      select id, 'AB-' || extract(year from date) || '-' || lpad(id::text, 6, '0'), customer_id, sales_rep_id,
        case when dealer then 'dealer' else 'private' end, date,
        upper(substr(md5(id::text), 1, 17)), 2012 + id % 14,
        ${pick(
          MAKES.map((m) => m[0]),
          'id',
        )}, ${pick(
          MAKES.map((m) => m[1]),
          'id',
        )}, ${pick(
          MAKES.map((m) => m[2]),
          'id',
        )},
        ${pick(['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red'], 'id / 7')},
        case when auction then (10000000 + id)::text else '' end,
        price, price + auction_fees + service_fee, ${pick(STATES, 'id / 3')},
        case when loaded then 'Customs' when at_warehouse then 'Warehouse' when auction then 'Auction' else 'Dealer' end,
        case when loaded then 'Customs' when title_problem then 'Dealer DMV' when auction then 'Auction'
          else 'Dealer' end,
        stage = 'delivered' and id % 10 <> 0, id % 20 = 0, stage,
        date + time '09:00', date + least(age, id % 15) + time '10:00'
      from plan where ${inChunk}`,
      );
      // Right after the sales (the stage written with them is the one their summary's trigger copies, migration 0030),
      // so that trigger finds nothing to change, and each shipping copies its summary's stage as it goes in.
      await fillSummaries(perCar, inChunk);
      await perCar(
        'purchases',
        `insert into car_purchases (id, car_sale_id, seller, purchase_date, amount,
        auction_fees, keys, payment_status, created_at, updated_at)
      select id, id, case when auction then 'Copart ' else 'Dealer ' end || ${pick(STATES, 'id / 3')}, date, price,
        auction_fees, id % 11 <> 0,
        case when age < 1 then 'unpaid' when stage = 'delivered' and id % 5 <> 0 then 'paid' else 'partial' end,
        date + time '09:00', date + time '09:00'
      from plan where ${inChunk}`,
      );
      await perCar(
        'towings',
        `insert into towings (id, car_sale_id, towing_company_id, towing_status, pickup_address,
        warehouse_id, dispatched_at, delivered_at, cost, created_at, updated_at)
      select id, id, warehouse_id,
        case when at_warehouse then 'Delivered to Warehouse' when age >= 3 then 'Towing in Progress'
          else 'Dispatch' end,
        'Auction yard, ' || ${pick(STATES, 'id / 3')}, warehouse_id, date + 1 + time '08:00',
        case when at_warehouse then date + 6 + time '15:00' end, towing_cost, date + 1 + time '08:00',
        date + case when at_warehouse then 6 else 1 end + time '15:00'
      from plan where towed and ${inChunk}`,
      );
      const containers = Math.ceil(N / 4);
      await timed('containers', () =>
        inRanges(containers, CHUNK, (lo, hi) =>
          q(
            `insert into containers (id, container_number, booking_number, shipping_company, vessel, loading_port_id,
            destination_port, etd, eta, status, events, created_at, updated_at)
          select c, 'BNCU' || lpad(c::text, 7, '0'), 'BK' || (c * 7919 % 100000000)::text, ${pick(CARRIERS, 'c')},
            ${pick(CARRIERS, 'c')} || ' Vessel ' || (c % 40), 1 + (4 * c) % 5, 'Sihanoukville', p.etd, p.eta,
            case when p.etd > current_date then 'booked' when p.eta > current_date then 'in transit'
                 when p.eta + 10 > current_date then 'arrived' else 'delivered' end,
            '[]'::jsonb, p.etd - 5 + time '09:00', p.etd - 5 + time '09:00'
          from generate_series($1::int, $2::int) c join plan p on p.id = least(4 * c, ${N})`,
            [lo, hi],
          ),
        ),
      );
      await perCar(
        'loading records',
        `insert into loading_records (id, car_sale_id, container_id, warehouse_id,
        loading_port_id, loaded_at, created_at, updated_at)
      select id, id, container_id, warehouse_id, warehouse_id, loaded_at, loaded_at + time '09:00',
        loaded_at + time '09:00'
      from plan where loaded and ${inChunk}`,
      );
      await perCar(
        'shippings',
        `insert into shippings (id, car_sale_id, container_id, shipping_type, status,
        arrived_at, customs_cleared_at, delivered_at, created_at, updated_at)
      select id, id, container_id, 'container', stage, arrived_at, customs_at, delivered_at,
        loaded_at + time '09:00', coalesce(delivered_at, customs_at, arrived_at, loaded_at) + time '09:00'
      from plan where loaded and ${inChunk}`,
      );
      // A container photo per loaded car (decision 040), so the lists' car pictures read record_files as in production.
      await perCar(
        'record files',
        `insert into record_files (kind, record_id, car_sale_id, collection, path,
        content_type, created_at)
      select 'loadingrecords', id, id, 'container_images', '/media/generated/car/sedan/1f3a5c/' || (id % 12) || '.svg',
        'image/svg+xml', loaded_at + time '09:00'
      from plan where loaded and ${inChunk}`,
      );
      await fillLedger(q, timed, C);
      await fillNotes(q, timed, { N, notes, adminId });
      // The ledger's trigger re-sums the customers each statement touched: one range of customers at a time, read by
      // their index, instead of every customer's whole ledger for each range of cars.
    },
    { keep: ['balance_reports_customer_idx'] },
  );

  for (const table of [
    'car_sales',
    'car_purchases',
    'towings',
    'containers',
    'loading_records',
    'shippings',
    'summary_reports',
    'warehouses',
    'loading_ports',
    'towing_companies',
  ]) {
    await q(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
  }
  await q('drop table plan');
  return benchIds(client);
}

/** The ids the bench logs in with and filters on, from a filled database. */
export async function benchIds(client) {
  const ids = async (like) =>
    (await client.query(`select min(id)::int as lo, max(id)::int as hi from users where email like $1`, [like]))
      .rows[0];
  const [staff, customers, admin] = [
    await ids('bench-staff-%'),
    await ids('bench-customer-%'),
    await ids('bench-admin@%'),
  ];
  return { staffId: staff.lo, adminId: admin.lo, customerId: customers.lo, customers: customers.hi - customers.lo + 1 };
}

// What a car costs its customer and what they paid: the ledger's entries and the summary's sums agree.
const total = 'price + auction_fees + service_fee + towing_cost + freight + price * 35 / 100';
const deposit = '(price + auction_fees + service_fee) / 2';
const settled = "stage = 'delivered' and id % 5 <> 0";

/**
 * Charges as each step happens, a deposit and the final payment (the summary adds up the same deposit and final
 * payment, computed once per car).
 */
async function fillLedger(q, timed, customers) {
  const ledger = `insert into balance_reports (customer_id, car_sale_id, description, debit, credit, date,
      created_at, updated_at)
    with p as (select * from plan where customer_id between $1 and $2)
    select customer_id, id, description, debit, credit, day, day + time '10:00', day + time '10:00' from (
      select customer_id, id, 'Vehicle price – car ' || id as description, price as debit, 0 as credit, date as day
        from p
      union all select customer_id, id, 'Auction fees', auction_fees, 0, date from p where auction_fees > 0
      union all select customer_id, id, 'Service fee', service_fee, 0, date from p
      union all select customer_id, id, 'Inland towing', towing_cost, 0, date + 1 from p where towed
      union all select customer_id, id, 'Ocean freight', freight, 0, loaded_at from p where loaded
      union all select customer_id, id, 'Customs duties', price * 35 / 100, 0, customs_at from p
        where customs_at is not null
      union all select customer_id, id, 'Deposit received', 0, ${deposit}, date + 1 from p where age >= 1
      union all select customer_id, id, 'Balance payment', 0, ${total} - ${deposit}, delivered_at
        from p where ${settled}
    ) e`;
  const { lo: first } = (await q('select min(customer_id)::int as lo from plan')).rows[0];
  const byCustomers = Math.max(1, Math.round((customers * CHUNK) / 1_000_000));
  await timed('ledger', () =>
    inRanges(customers, byCustomers, (lo, hi) => q(ledger, [first + lo - 1, first + hi - 1])),
  );
}

/** One summary per car: its stage, charges and what the ledger says was paid. */
async function fillSummaries(perCar, inChunk) {
  await perCar(
    'summary reports',
    `insert into summary_reports (id, car_sale_id, customer_id, stage, car_price,
      auction_fees, towing, ocean_freight, customs_duties, other_charges, paid, created_at, updated_at)
    select id, id, customer_id, stage, price, auction_fees, case when towed then towing_cost else 0 end,
      case when loaded then freight else 0 end, case when customs_at is not null then price * 35 / 100 else 0 end,
      service_fee,
      case when age >= 1 then ${deposit} else 0 end + case when ${settled} then ${total} - ${deposit} else 0 end,
      date + time '09:00', date + least(age, id % 15) + time '10:00'
    from plan where ${inChunk}`,
  );
}

/**
 * Notes on every kind, a third from customers on their own records, some private staff notes on summary reports;
 * the author has read each, and the other side has read three in four.
 */
async function fillNotes(q, timed, { N, notes, adminId }) {
  await timed('notes', () =>
    inRanges(notes, CHUNK, (lo, hi) =>
      q(
        `insert into record_notes (record_type, record_id, author_id, content, is_private, created_at, updated_at)
        select t.record_type, p.id,
          case when t.customer_side and n % 3 = 0 then p.customer_id
               when t.record_type in ('car_purchases', 'towings', 'containers') then ${adminId}
               else p.sales_rep_id end,
          'Bench note ' || n || ' on ' || t.record_type, t.record_type = 'summary_reports' and n % 10 = 7,
          p.date + (n % 30) + time '11:00', p.date + (n % 30) + time '11:00'
        from generate_series($1::int, $2::int) n
        join plan p on p.id = 1 + (n::bigint * 48271 % ${N})
        cross join lateral (select case
            when n % 10 in (0, 1, 2) then 'car_sales'
            when n % 10 in (3, 4, 7) then 'summary_reports'
            when n % 10 = 5 and p.loaded then 'shippings'
            when n % 10 = 6 and p.loaded then 'loading_records'
            when n % 10 = 8 then 'car_purchases'
            when n % 10 = 9 and p.towed then 'towings'
            else 'car_sales' end as record_type) r
        cross join lateral (select r.record_type,
            r.record_type in ('car_sales', 'summary_reports', 'shippings', 'loading_records') as customer_side) t`,
        [lo, hi],
      ),
    ),
  );
  const { rows } = await q('select min(id)::int as lo, max(id)::int as hi from record_notes');
  const { lo: first, hi: last } = rows[0];
  const noteRanges = (step) => inRanges(last - first + 1, CHUNK, (lo, hi) => step(first + lo - 1, first + hi - 1));
  await timed('note reads', () =>
    noteRanges(async (lo, hi) => {
      await q(
        `insert into note_reads (note_id, user_id, read_at)
        select id, author_id, created_at from record_notes where id between $1 and $2`,
        [lo, hi],
      );
      await q(
        `insert into note_reads (note_id, user_id, read_at)
        select n.id, case when n.author_id = s.customer_id then s.sales_rep_id else s.customer_id end,
          n.created_at + interval '2 hours'
        from record_notes n join car_sales s on s.id = n.record_id
        where n.id between $1 and $2 and n.id % 4 <> 0 and not n.is_private
          and n.record_type in ('car_sales', 'summary_reports', 'shippings', 'loading_records')`,
        [lo, hi],
      );
    }),
  );
}
