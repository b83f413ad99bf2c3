// A page's JSON-LD for search engines (schema.org Car, Product/Offer…), escaped so the data cannot end the script,
// with the request's CSP nonce.
import { scriptJson } from '@/lib/json-ld';

export function JsonLdScript({ data, nonce }: { data: unknown; nonce: string | undefined }) {
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
