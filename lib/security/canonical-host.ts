// Decides whether a request's host is a bare domain that should redirect to its www. host.

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const SECOND_LEVEL = new Set(['com', 'co', 'org', 'net', 'edu', 'gov', 'ac']);

function stripPort(host: string): { name: string; port: string } {
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return { name: host.slice(0, end + 1), port: host.slice(end + 1) };
  }
  const i = host.lastIndexOf(':');
  return i === -1 ? { name: host, port: '' } : { name: host.slice(0, i), port: host.slice(i) };
}

function isBareDomain(name: string): boolean {
  const labels = name.split('.');
  if (labels.length === 2) return true;
  // example.com.kh, example.co.uk
  return labels.length === 3 && SECOND_LEVEL.has(labels[1]!);
}

/**
 * The www. host to redirect to, or null. With a configured public host (PUBLIC_URL) only that host's bare
 * form redirects; without one, any bare registrable domain does. Never localhost, IP addresses or
 * single-label hosts.
 */
export function wwwRedirectHost(requestHost: string | null, publicHost?: string | null): string | null {
  if (!requestHost) return null;
  const { name, port } = stripPort(requestHost.trim().toLowerCase());
  if (!name || name.startsWith('[') || IPV4.test(name) || !name.includes('.')) return null;
  if (name === 'localhost' || name.endsWith('.localhost') || name.startsWith('www.')) return null;
  if (publicHost) {
    const wanted = stripPort(publicHost.toLowerCase()).name;
    return wanted === `www.${name}` ? `www.${name}${port}` : null;
  }
  return isBareDomain(name) ? `www.${name}${port}` : null;
}
