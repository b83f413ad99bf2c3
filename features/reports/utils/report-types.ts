// How the site presents each report type: its /carcheckk tab, what the report contains, and the links into it.
import { REPORT_TABS, REPORT_TYPE_LABELS, type ReportType } from '@/lib/contract/reports';
import { withQuery } from '@/lib/query-string';

export interface ReportTypeInfo {
  type: ReportType;
  tab: keyof typeof REPORT_TABS;
  label: string;
  title: string;
  description: string;
  contents: string[];
}

export const REPORT_TYPE_INFO: ReportTypeInfo[] = [
  {
    type: 'autocheck',
    tab: '1',
    label: REPORT_TYPE_LABELS.autocheck,
    title: 'AutoCheck report',
    description: 'Title brands, accidents, odometer readings and auction history, with a score against similar cars.',
    contents: ['AutoCheck score', 'Title brands', 'Accidents and damage', 'Owners', 'Odometer readings'],
  },
  {
    type: 'carfax',
    tab: '2',
    label: REPORT_TYPE_LABELS.carfax,
    title: 'Carfax report',
    description: 'Service records, ownership history, accidents and damage reports from repair shops and insurers.',
    contents: ['Service history', 'Owners and use', 'Accidents and damage', 'Title brands', 'Odometer readings'],
  },
  {
    type: 'window_sticker',
    tab: '3',
    label: REPORT_TYPE_LABELS.window_sticker,
    title: 'Window Sticker',
    description: 'The original factory window sticker: options, standard equipment, fuel economy and the MSRP.',
    contents: ['Original MSRP', 'Factory options', 'Standard equipment', 'Fuel economy', 'Colours and plant'],
  },
];

export const reportTypeInfo = (type: ReportType): ReportTypeInfo => REPORT_TYPE_INFO.find((t) => t.type === type)!;

/** The tab of `/carcheckk/?tab=`; anything else is the first tab. */
export const reportTypeOfTab = (tab: string | undefined): ReportType =>
  REPORT_TYPE_INFO.find((t) => t.tab === tab)?.type ?? 'autocheck';

export const checkHref = (type: ReportType, vin = '') =>
  withQuery('/carcheckk/', { tab: reportTypeInfo(type).tab, vin });

export const paymentHref = (orderId: number) => `/carcheckk/payment/?order=${orderId}`;
export const confirmationHref = (orderId: number) => `/carcheckk/confirmation/?order=${orderId}`;
export const reportHref = (orderId: number) => `/car-reports/${orderId}/`;

/** "2003 Honda Accord" from what the VIN decodes to; null when nothing does. */
export function vehicleName(vehicle: { year: number | null; make: string | null; model: string | null } | null) {
  if (!vehicle) return null;
  const name = [vehicle.year, vehicle.make, vehicle.model].filter((part) => part !== null && part !== '').join(' ');
  return name || null;
}
