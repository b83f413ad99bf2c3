// Live feedback on a VIN while it is typed: the API's own reasons (lib/contract/reports.ts `vinProblem`, check
// digit included) as soon as the VIN cannot become valid, and a plain count while it is only unfinished.
import { normalizeVin, VIN_MESSAGES, vinProblem } from '@/lib/contract/reports';

export type VinFeedback = { state: 'empty' | 'typing' | 'valid' | 'invalid'; message: string };

export const VIN_LENGTH = 17;

export function vinFeedback(raw: string): VinFeedback {
  const vin = normalizeVin(raw);
  if (vin === '') return { state: 'empty', message: 'The 17 characters on the dashboard plate or the door pillar.' };
  const problem = vinProblem(vin);
  if (problem === null) return { state: 'valid', message: 'Valid VIN: the check digit matches.' };
  // Unfinished but nothing wrong yet (letters and digits only, no I/O/Q): count, do not scold.
  if (vin.length < VIN_LENGTH && /^[A-HJ-NPR-Z0-9]+$/.test(vin) && problem !== VIN_MESSAGES.chassis) {
    return { state: 'typing', message: `${vin.length} of ${VIN_LENGTH} characters.` };
  }
  return { state: 'invalid', message: problem };
}
