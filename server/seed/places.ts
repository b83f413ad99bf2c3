// Reference tables for the demo data: colours, places, dealers, auctions and Khmer names.

/** Paint names with the tint used by the generated photos. */
export const EXTERIOR_COLOURS: Record<string, string> = {
  White: '#f3f4f4',
  'Pearl White': '#ece8df',
  Black: '#1c1d20',
  Silver: '#c3c7cc',
  Gray: '#6b7077',
  'Dark Blue': '#1f3a5c',
  Blue: '#2f5fa7',
  Red: '#b3202a',
  Green: '#2e5e3e',
  Brown: '#5d4037',
  Beige: '#d8c8a8',
  Gold: '#c9a44c',
  Orange: '#e07b22',
  Yellow: '#f1c40f',
  'Light Blue': '#8fb8de',
  Ivory: '#efe8d2',
  // Period and signature colours of classic and JDM cars.
  'Candy Apple Red': '#c1121f',
  'Wimbledon White': '#f2efe4',
  'Tropical Turquoise': '#40b5ad',
  'Poppy Red': '#d62828',
  'Signal Red': '#c8102e',
  'Guards Red': '#d0021b',
  'Grand Prix White': '#f4f1e8',
  'Hugger Orange': '#f26522',
  'Gun Grey Metallic': '#5a5d60',
  'Crystal White': '#f5f5f2',
  'Bayside Blue': '#1b4f9c',
  'Midnight Purple': '#3b2a5a',
  'Sparkling Silver': '#b9bdc2',
  'Brilliant Blue': '#2451a6',
  'Super White': '#f6f6f3',
  'Renaissance Red': '#a51d23',
  'Competition Yellow': '#f2c500',
  'Vintage Red': '#9e1b1b',
  'Brilliant Black': '#141414',
  'Championship White': '#f4f4ef',
  'Formula Red': '#c4161c',
  'Berlina Black': '#121212',
  'Scotia White': '#f1f1ee',
  'Dandelion Yellow': '#f3c623',
  'Satellite Silver': '#b5b9be',
  'Sonic Blue': '#2b59c3',
  'Pure White': '#f7f7f5',
  'Phoenix Yellow': '#f5c400',
  'Milano Red': '#b3121a',
};

/** Everyday paints with rough market shares (white, black, grey and silver dominate). */
export const COMMON_COLOURS: [string, number][] = [
  ['White', 22], ['Pearl White', 6], ['Black', 20], ['Gray', 14], ['Silver', 11], ['Dark Blue', 6], ['Blue', 4],
  ['Red', 8], ['Green', 2], ['Brown', 2], ['Beige', 2], ['Gold', 1], ['Orange', 1], ['Yellow', 1],
];

export const INTERIOR_COLOURS = ['Black', 'Gray', 'Beige', 'Tan', 'Brown', 'Ivory', 'Red'];

export const US_CITIES: [city: string, state: string][] = [
  ['Houston', 'TX'], ['Dallas', 'TX'], ['San Antonio', 'TX'], ['Atlanta', 'GA'], ['Savannah', 'GA'], ['Miami', 'FL'],
  ['Orlando', 'FL'], ['Tampa', 'FL'], ['Newark', 'NJ'], ['Edison', 'NJ'], ['Long Island', 'NY'], ['Philadelphia', 'PA'],
  ['Chicago', 'IL'], ['Detroit', 'MI'], ['Columbus', 'OH'], ['Nashville', 'TN'], ['Charlotte', 'NC'], ['Denver', 'CO'],
  ['Phoenix', 'AZ'], ['Las Vegas', 'NV'], ['Los Angeles', 'CA'], ['Long Beach', 'CA'], ['San Diego', 'CA'],
  ['San Jose', 'CA'], ['Seattle', 'WA'], ['Portland', 'OR'], ['Minneapolis', 'MN'], ['Boston', 'MA'],
];

export const CA_CITIES: [city: string, province: string][] = [
  ['Toronto', 'ON'], ['Mississauga', 'ON'], ['Ottawa', 'ON'], ['Montreal', 'QC'], ['Vancouver', 'BC'],
  ['Surrey', 'BC'], ['Calgary', 'AB'], ['Edmonton', 'AB'], ['Winnipeg', 'MB'], ['Halifax', 'NS'],
];

/** Cambodian cities with their share of local listings (most are in the capital). */
export const KH_CITIES: [string, number][] = [
  ['Phnom Penh', 70], ['Siem Reap', 9], ['Battambang', 7], ['Sihanoukville', 5], ['Kampong Cham', 4], ['Kampot', 3], ['Takeo', 2],
];

export const AUCTION_HOUSES = ['Copart', 'IAA', 'Manheim', 'ADESA'];

export const US_DEALER_WORDS = {
  first: ['Lone Star', 'Gulf Coast', 'Sunset', 'Liberty', 'Capital', 'Bayside', 'Summit', 'Heritage', 'Pacific', 'Eastside', 'Metro', 'Prestige'],
  last: ['Motors', 'Auto Group', 'Auto Sales', 'Imports', 'Motorcars', 'Autoplex', 'Car Center', 'Automotive'],
};

export const KHMER_GIVEN_NAMES = [
  'Sokha', 'Dara', 'Vannak', 'Sophea', 'Chenda', 'Rithy', 'Bopha', 'Sreyleak', 'Piseth', 'Kosal', 'Sovann', 'Malis',
  'Vibol', 'Channary', 'Visal', 'Sothea', 'Kanha', 'Ratha', 'Sokun', 'Leakena', 'Veasna', 'Monyrath', 'Sreymom',
  'Chanthou', 'Samnang', 'Nary', 'Bunthoeun', 'Kimsean', 'Pheakdey', 'Sokny', 'Theary', 'Vuthy', 'Seyha', 'Lina',
];

export const KHMER_FAMILY_NAMES = [
  'Chan', 'Kim', 'Sok', 'Chea', 'Heng', 'Ly', 'Lim', 'Meas', 'Pich', 'Seng', 'Tan', 'Keo', 'Mao', 'Ouk', 'Prak',
  'Yim', 'Sim', 'Phan', 'Touch', 'Srey', 'Nhem', 'Chhim', 'Long', 'Eng',
];

export const KH_DEALERSHIPS: [name: string, address: string][] = [
  ['Mekong Motors', 'No. 128, Russian Federation Blvd (110), Sangkat Toek Thla, Khan Sen Sok, Phnom Penh'],
  ['Angkor Auto Trading', 'No. 45, National Road 6, Sangkat Svay Dangkum, Siem Reap'],
  ['Tonle Sap Cars', 'No. 212, Monivong Blvd (93), Sangkat Boeung Raing, Khan Daun Penh, Phnom Penh'],
  ['Battambang Auto Plaza', 'No. 9, Street 3, Sangkat Svay Por, Battambang'],
  ['Royal Wheels Cambodia', 'No. 77, Sothearos Blvd (3), Sangkat Tonle Bassac, Khan Chamkar Mon, Phnom Penh'],
  ['Sen Sok Car Center', 'No. 1, Street 1986, Sangkat Phnom Penh Thmey, Khan Sen Sok, Phnom Penh'],
  ['Kampot Auto House', 'No. 18, Riverside Road, Kampong Bay, Kampot'],
  ['Chbar Ampov Motors', 'No. 301, National Road 1, Sangkat Nirouth, Khan Chbar Ampov, Phnom Penh'],
];

/** Mobile prefixes of the Cambodian operators. */
export const KH_MOBILE_PREFIXES = ['12', '17', '77', '89', '92', '96', '10', '15', '16', '69', '70', '93', '98', '99', '85', '86', '87', '88', '97', '71', '76'];
