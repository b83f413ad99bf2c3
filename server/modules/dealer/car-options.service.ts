// What the dealer's "Add a car" form offers: the car filters' own facets (every live listing) with the reference
// makes nobody lists yet, the year bounds, and the country the dealer's profile suggests; and the listings' own
// spelling of a name a dealer typed.
import { desc, eq } from 'drizzle-orm';
import { LISTING_YEAR_MIN, listingYearMax, type DealerCarOptions, type ListingCountry } from '@/lib/contract/dealer';
import { nameKey, REFERENCE_MAKES } from '@/lib/contract/vehicle-makes';
import type { AuthUser } from '../../api/context';
import type { Db } from '../../db/client';
import { cars, users } from '../../db/schema';
import { carFacets } from '../cars/search.service';

const CAMBODIA = /\b(cambodia|kampuchea|phnom penh|siem reap|battambang|sihanouk(ville)?|kampot|kep|khan|sangkat)\b/i;
const CANADA = /\b(canada|ontario|quebec|british columbia|alberta|manitoba|nova scotia|toronto|vancouver|montreal)\b/i;
const USA = /\b(usa|united states|u\.s\.a?\.?)\b|,\s*[A-Z]{2}\s+\d{5}\b/;

/** The country an address names, or null when it names none we know. */
export function countryOfAddress(address: string): ListingCountry | null {
  if (CAMBODIA.test(address)) return 'KH';
  if (CANADA.test(address)) return 'CA';
  if (USA.test(address)) return 'US';
  return null;
}

/**
 * The dealer's usual country: that of their latest listing, else the one their profile address names, else
 * Cambodia (where this marketplace's dealers trade).
 */
async function defaultCountry(db: Db, user: AuthUser): Promise<ListingCountry> {
  const [latest] = await db
    .select({ country: cars.country })
    .from(cars)
    .where(eq(cars.dealer_id, user.id))
    .orderBy(desc(cars.created_at), desc(cars.id))
    .limit(1);
  if (latest?.country === 'KH' || latest?.country === 'US' || latest?.country === 'CA') return latest.country;
  const [profile] = await db.select({ address: users.address }).from(users).where(eq(users.id, user.id)).limit(1);
  return countryOfAddress(profile?.address ?? '') ?? 'KH';
}

const byName = (a: string, b: string) => a.localeCompare(b);
const values = (list: { value: string }[]) => list.map((item) => item.value).sort(byName);

const liveFacets = (db: Db) => carFacets(db, 'all', new URL('http://options.invalid/'));

type Names = { make_name?: string; model_name?: string; trim_name?: string };

/**
 * A make, model or trim a dealer typed in another spelling of a live listing's ("land cruiser", "CRV") is saved in
 * the listings' spelling, so the filters keep one entry per name. `current`: the listing being edited, whose make
 * and model a changed model or trim belongs to.
 */
export async function listedSpelling(db: Db, names: Names, current?: Names): Promise<Names> {
  if (!names.make_name && !names.model_name && !names.trim_name) return names;
  const same = (a: string, b: string | undefined) => b !== undefined && nameKey(a) === nameKey(b);
  const { makes } = await liveFacets(db);
  const make = makes.find((m) => same(m.make_name, names.make_name ?? current?.make_name));
  const model = make?.models.find((m) => same(m.model_name, names.model_name ?? current?.model_name));
  const trim = model?.trims.find((t) => same(t.trim_name, names.trim_name));
  return {
    ...names,
    ...(names.make_name && make && { make_name: make.make_name }),
    ...(names.model_name && model && { model_name: model.model_name }),
    ...(names.trim_name && trim && { trim_name: trim.trim_name }),
  };
}

export async function dealerCarOptions(db: Db, user: AuthUser): Promise<DealerCarOptions> {
  const [facets, country] = await Promise.all([liveFacets(db), defaultCountry(db, user)]);
  const listed = facets.makes.map((make) => ({
    make_name: make.make_name,
    models: make.models
      .map((model) => ({
        model_name: model.model_name,
        trims: model.trims.map((trim) => trim.trim_name).sort(byName),
      }))
      .sort((a, b) => byName(a.model_name, b.model_name)),
  }));
  // The reference makes nobody lists yet, with no models: the form asks for the model in words.
  const listedKeys = new Set(listed.map((make) => nameKey(make.make_name)));
  const unlisted = REFERENCE_MAKES.filter((make) => !listedKeys.has(nameKey(make))).map((make_name) => ({
    make_name,
    models: [],
  }));
  return {
    // Alphabetical: a dealer looks a name up, not the most listed one.
    makes: [...listed, ...unlisted].sort((a, b) => byName(a.make_name, b.make_name)),
    body_styles: values(facets.body_styles),
    fuel_types: values(facets.fuel_types),
    transmissions: values(facets.transmissions),
    drivetrains: values(facets.drivetrains),
    exterior_colors: values(facets.exterior_colors),
    interior_colors: values(facets.interior_colors),
    year: { min: LISTING_YEAR_MIN, max: listingYearMax() },
    country,
  };
}
