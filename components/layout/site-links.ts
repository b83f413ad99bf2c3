// The site's navigation as data (spec §2): navbar menus, the Home mega-menu, footer columns and contact details.

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'items' in entry;
}

/** The navbar's menus after the Home mega-menu, in order. */
export const mainNav: NavEntry[] = [
  { label: 'Featured Cars', href: '/cars/featured-car' },
  { label: 'US Dealers', href: '/cars/us-dealer' },
  { label: 'USA Auction', href: '/cars/us-dealer/auction' },
  { label: 'Boats', href: '/cars/us-dealer/boats' },
  {
    label: 'Services',
    items: [
      { label: 'Private Garage', href: '/services' },
      { label: 'Laser Rust Removal', href: '/equipments/laser-removal' },
      { label: 'Parts', href: '/parts' },
    ],
  },
  {
    label: 'Cambodia Cars',
    items: [
      { label: 'Personal Car', href: '/cars/local-car' },
      { label: 'Dealer Car', href: '/cars/local' },
      { label: 'Dealer to Dealer', href: '/cars/dealer-to-dealer' },
    ],
  },
  {
    label: 'Ordering Process',
    items: [
      { label: 'Buying at Auction', href: '/buying/auction' },
      { label: 'Buying from Dealers', href: '/buying/dealers' },
      { label: 'Dealer to Dealer', href: '/buying/dealer-to-dealer' },
      { label: 'Payment Process', href: '/buying/payment-process' },
      { label: 'Shipping Types', href: '/buying/shipping-types' },
    ],
  },
  {
    label: 'Classic Cars',
    items: [
      { label: 'Featured Classic Cars', href: '/cars/featured-classic-cars' },
      { label: 'All Classic Cars', href: '/cars/classic-cars' },
    ],
  },
  { label: 'Auto Check', href: '/carcheckk?tab=1' },
];

/** The Home mega-menu's link columns (the Contact Us column comes from `contactInfo`). */
export const megaMenuColumns: NavGroup[] = [
  {
    label: 'Cars',
    items: [
      { label: 'All Cars', href: '/cars' },
      { label: 'Featured Cars', href: '/cars/featured-car' },
      { label: 'Buy Now', href: '/cars/buy-now' },
      { label: 'Auction Cars', href: '/cars/auction' },
      { label: 'JDM Cars', href: '/cars/jdm-cars' },
      { label: 'Classic Cars', href: '/cars/classic-cars' },
      { label: 'Cambodia Cars', href: '/cars/local' },
    ],
  },
  {
    label: 'Services',
    items: [
      { label: 'Vehicle History Reports', href: '/carcheckk?tab=1' },
      { label: 'Private Garage', href: '/services' },
      { label: 'Laser Rust Removal', href: '/equipments/laser-removal' },
      { label: 'Parts', href: '/parts' },
      { label: 'US Dealer Parts', href: '/parts/us-dealers' },
      { label: 'Sell Your Car', href: '/sell-your-car-3' },
    ],
  },
  {
    label: 'Company',
    items: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about-us' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'How Buying Works', href: '/buying/auction' },
      { label: 'Shipping Types', href: '/buying/shipping-types' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
    ],
  },
];

export const contactInfo = {
  address: 'No. 128, Preah Norodom Blvd, Sangkat Tonle Bassac, Khan Chamkarmon, Phnom Penh, Cambodia',
  email: 'sales@autobridge.com.kh',
} as const;

/** Footer link columns. */
export const footerColumns: NavGroup[] = [
  {
    label: 'Shop',
    items: [
      { label: 'US Dealer Cars', href: '/cars/us-dealer' },
      { label: 'USA Auction', href: '/cars/us-dealer/auction' },
      { label: 'Classic Cars', href: '/cars/classic-cars' },
      { label: 'JDM Cars', href: '/cars/jdm-cars' },
      { label: 'Boats', href: '/cars/us-dealer/boats' },
      { label: 'Parts', href: '/parts' },
    ],
  },
  {
    label: 'Services',
    items: [
      { label: 'Vehicle History Reports', href: '/carcheckk?tab=1' },
      { label: 'Private Garage', href: '/services' },
      { label: 'Laser Rust Removal', href: '/equipments/laser-removal' },
      { label: 'Sell Your Car', href: '/sell-your-car-3' },
      { label: 'Shipping Types', href: '/buying/shipping-types' },
    ],
  },
  {
    label: 'Company',
    items: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Contact Us', href: '/contact-us' },
      { label: 'Payment Process', href: '/buying/payment-process' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Vehicle Report Terms', href: '/carcheckk/terms-and-conditions' },
    ],
  },
];
