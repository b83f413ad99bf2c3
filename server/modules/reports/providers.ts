// Report providers: one per report type, chosen by REPORTS_PROVIDER (decision 043). The built-in "sample" provider
// answers for any valid VIN without the network; a vendor's provider is added to PROVIDER_FACTORIES and named in
// the setting, nothing else changes.
import { REPORT_TYPES, type ReportType, type VehicleReport } from '@/lib/contract/reports';
import { ApiError } from '../../api/errors';
import { getConfig } from '../../config';
import { createSampleProvider } from './sample-provider';

/** The report as a provider delivers it; the order id is added when it is served. */
export type ProviderReport = Omit<VehicleReport, 'order_id'>;

export interface ReportAvailability {
  available: boolean;
  /** Why not, in words for the buyer; null when available. */
  reason: string | null;
}

export interface ReportProvider {
  /** Stored on each order, so a report is always fetched again from the provider that sold it. */
  readonly name: string;
  /** True when the reports are generated samples, not a vendor's records (the site marks them). */
  readonly sample: boolean;
  /** Whether a report of `type` exists for `vin` (a valid 17-character VIN, upper case). */
  availability(type: ReportType, vin: string): Promise<ReportAvailability>;
  /** The report; throws when the vendor cannot answer now (the buyer can fetch again later). */
  fetch(type: ReportType, vin: string, now: Date): Promise<ProviderReport>;
}

const PROVIDER_FACTORIES: Record<string, () => ReportProvider> = {
  sample: createSampleProvider,
};

const made = new Map<string, ReportProvider>();

/** Makes a vendor's provider available under `name` (named in REPORTS_PROVIDER to be used). */
export function registerReportProvider(name: string, factory: () => ReportProvider): void {
  PROVIDER_FACTORIES[name] = factory;
  made.delete(name);
}

/** The provider called `name`, or a 503 when this build has no such provider (a configuration mistake). */
export function providerByName(name: string): ReportProvider {
  let provider = made.get(name);
  if (!provider) {
    const factory = PROVIDER_FACTORIES[name];
    if (!factory) throw ApiError.unavailable(`The report provider "${name}" is not installed on this server.`, 60);
    provider = factory();
    made.set(name, provider);
  }
  return provider;
}

/**
 * REPORTS_PROVIDER: one provider name for every type (`sample`), or per type, comma-separated
 * (`autocheck=vendorx,carfax=sample`); a type not named uses `sample`.
 */
export function parseProviderSetting(setting: string | undefined): Record<ReportType, string> {
  const names = Object.fromEntries(REPORT_TYPES.map((t) => [t, 'sample'])) as Record<ReportType, string>;
  const value = (setting ?? '').trim();
  if (!value) return names;
  if (!value.includes('=')) {
    for (const t of REPORT_TYPES) names[t] = value;
    return names;
  }
  for (const part of value.split(',')) {
    const [type, name] = part.split('=').map((s) => s.trim());
    if (type && name && (REPORT_TYPES as readonly string[]).includes(type)) names[type as ReportType] = name;
  }
  return names;
}

/** The provider that sells new reports of `type` now. */
export function providerFor(type: ReportType): ReportProvider {
  return providerByName(parseProviderSetting(getConfig().REPORTS_PROVIDER)[type]);
}

/** Whether orders of provider `name` are samples (false for a provider this build no longer has). */
export function isSampleProvider(name: string): boolean {
  return PROVIDER_FACTORIES[name] ? providerByName(name).sample : false;
}
