// Site content: the sales team, home banners and ads, chat labels and support working hours.
import type { ads, labels, salesTeam, workingHours } from '../../db/schema';
import { bannerImagePath } from '../../media/paths';
import type { DemoPeople } from './users';

export type SalesPersonRow = typeof salesTeam.$inferInsert & { id: number };
export type AdRow = typeof ads.$inferInsert & { id: number };
export type LabelRow = typeof labels.$inferInsert & { id: number };
export type WorkingHoursRow = typeof workingHours.$inferInsert;

const POSITIONS = [
  'Automotive Manager',
  'Sales Advisor',
  'Import Specialist',
  'Sales Advisor',
  'Customer Care',
  'Shipping Coordinator',
  'Finance Officer',
];
const LANGUAGES = [
  'Khmer, English',
  'Khmer, English, Chinese',
  'Khmer, English',
  'Khmer, English, French',
  'Khmer, English',
  'Khmer, English, Thai',
  'Khmer, English',
];

export function buildSalesTeam(people: DemoPeople): SalesPersonRow[] {
  return people.salesStaff.map((userId, index) => {
    const user = people.rows.find((u) => u.id === userId)!;
    return {
      id: index + 1,
      user_id: userId,
      name: `${user.first_name} ${user.last_name}`,
      position: POSITIONS[index % POSITIONS.length]!,
      photo: user.profile_pic ?? '',
      phone: user.phone ?? '',
      email: user.email ?? '',
      languages: LANGUAGES[index % LANGUAGES.length]!,
      sort_order: index,
    };
  });
}

type AdSpec = [
  kind: 'banner' | 'ad',
  placement: string,
  title: string,
  subtitle: string,
  link: string,
  format: 'wide' | 'card' | 'strip',
  theme: number,
];

const AD_SPECS: AdSpec[] = [
  [
    'banner',
    'home',
    'Import your dream car',
    'From US and Canada dealers and auctions to Phnom Penh',
    '/cars/us-dealer/',
    'wide',
    1,
  ],
  [
    'banner',
    'home',
    'Featured cars this week',
    'Hand-picked, inspected and ready to ship',
    '/cars/featured-car/',
    'wide',
    2,
  ],
  [
    'banner',
    'home',
    'Boats from US dealers',
    'Sea Ray, Boston Whaler, Yamaha and Bayliner',
    '/cars/us-dealer/boats/',
    'wide',
    5,
  ],
  [
    'banner',
    'home',
    'JDM legends',
    'Skyline, Supra and RX-7 with left-hand-drive conversion',
    '/cars/jdm-cars/',
    'wide',
    6,
  ],
  ['ad', 'navbar', 'Check any VIN', 'Autocheck, Car Fax and Window Sticker reports', '/carcheckk/', 'strip', 3],
  ['ad', 'home', 'USA auction cars', 'Bid on Copart and IAA vehicles with our buyers', '/cars/auction/', 'card', 4],
  [
    'ad',
    'home',
    'How shipping works',
    'Container shipping to Sihanoukville, door to door',
    '/buying/shipping-types/',
    'card',
    2,
  ],
  ['ad', 'listing', 'Used parts in stock', 'Alternators, radiators, headlights and more', '/parts/', 'card', 3],
  ['ad', 'listing', 'Classic cars', 'Mustang, Bel Air, Corvette and more', '/cars/classic-cars/', 'card', 1],
];

export function buildAds(): AdRow[] {
  return AD_SPECS.map(([kind, placement, title, subtitle, link, format, theme], index) => ({
    id: index + 1,
    kind,
    placement,
    title,
    subtitle,
    link,
    image: bannerImagePath(format, theme, title, subtitle),
    is_active: true,
    sort_order: index,
  }));
}

export function buildLabels(): LabelRow[] {
  const specs: [string, string][] = [
    ['VIP', '#d4a017'],
    ['Payment', '#16a34a'],
    ['Shipping', '#2563eb'],
    ['Documents', '#7c3aed'],
    ['Urgent', '#dc2626'],
    ['New Customer', '#0891b2'],
  ];
  return specs.map(([name, color], index) => ({ id: index + 1, name, color }));
}

/** Monday to Saturday 08:00–17:30 in Phnom Penh; Sunday closed. */
export function buildWorkingHours(): WorkingHoursRow[] {
  return Array.from({ length: 7 }, (_, weekday) => ({
    weekday,
    is_open: weekday !== 0,
    opens_at: '08:00',
    closes_at: '17:30',
  }));
}
