// A fresh idempotency key for one checkout attempt: 32 random hex characters. crypto.getRandomValues works on
// plain-http hosts too, where crypto.randomUUID is missing.
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
