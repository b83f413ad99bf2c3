// Who is asking and which origin they used, for the whole server: the client address and the public origin, read
// from the socket and from the forwarded headers that trusted proxies wrote — one rule, TRUSTED_PROXIES (decision 020).
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConfig } from '../config';

/** What the rule reads from a request, whether it is Node's own or a Hono context. */
export interface RequestFacts {
  header(name: string): string | undefined;
  /** The socket's remote address; null for an in-process call (tests, Next's route handler), which has no socket. */
  peer: string | null;
  /** Host and protocol when no header names them (a Hono request's URL, or this server's own). */
  fallbackHost: string;
  fallbackProto: 'http' | 'https';
}

type AnyRequest = IncomingMessage | Context;

// Headers the server never passes on as the client sent them: the router replaces them with the resolved values.
const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * The client's address. Reading `[...X-Forwarded-For, peer]` from the right, the entry `TRUSTED_PROXIES` hops in
 * (0: the socket peer itself). A loopback peer, or none (in-process), counts as one trusted hop at least: our own
 * server-side renders call the API over loopback with the visitor's address as the only X-Forwarded-For entry, and a
 * local reverse proxy appends the address it saw.
 */
export function clientAddress(req: AnyRequest): string {
  return resolveClientAddress(factsOf(req), getConfig().TRUSTED_PROXIES);
}

/** The origin the client used (`https://www.example.com`): forwarded host and protocol only from a trusted hop. */
export function publicOrigin(req: AnyRequest): string {
  return resolvePublicOrigin(factsOf(req), getConfig().TRUSTED_PROXIES);
}

/**
 * Rewrites a Node request's forwarded headers to the resolved values, one each, so that Next (pages, proxy.ts, the
 * server-side API client) reads what the rule decided and never what a client claimed.
 */
export function canonicalizeForwardedHeaders(req: IncomingMessage): void {
  const address = clientAddress(req);
  const origin = new URL(publicOrigin(req));
  for (const name of FORWARDED_HEADERS) delete req.headers[name];
  req.headers['x-forwarded-for'] = address;
  req.headers['x-forwarded-host'] = origin.host;
  req.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
}

export function resolveClientAddress(facts: RequestFacts, trustedProxies: number): string {
  const chain = list(facts.header('x-forwarded-for')).map(normalizeAddress);
  // The in-process caller stands in as the last hop; it is never an answer unless nothing was forwarded.
  chain.push(facts.peer === null ? 'unknown' : normalizeAddress(facts.peer));
  const hops = trustsPeer(facts.peer) ? Math.max(trustedProxies, 1) : trustedProxies;
  // Fewer entries than hops: the left-most is the best there is (the request skipped a proxy, or came from a render).
  let index = Math.max(0, chain.length - 1 - hops);
  // Not an address ("unknown", garbage): the hop to its right, which a trusted proxy wrote, is the best answer.
  while (index < chain.length - 1 && !isIP(chain[index]!)) index++;
  return chain[index]!;
}

export function resolvePublicOrigin(facts: RequestFacts, trustedProxies: number): string {
  const trusted = trustedProxies > 0 || trustsPeer(facts.peer);
  // The first proxy records what the client asked for; later ones may append what they saw.
  const forwardedHost = trusted ? validHost(list(facts.header('x-forwarded-host'))[0]) : null;
  const forwardedProto = trusted ? validProto(list(facts.header('x-forwarded-proto'))[0]) : null;
  const host = forwardedHost ?? validHost(facts.header('host')) ?? facts.fallbackHost;
  return `${forwardedProto ?? facts.fallbackProto}://${host}`;
}

/** A forwarded address as a plain IP: IPv4-mapped IPv6, brackets, ports and zone ids removed. */
export function normalizeAddress(raw: string): string {
  let value = raw.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  value = value.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(value);
  return mapped ? mapped[1]! : value;
}

export function isLoopback(address: string): boolean {
  const value = normalizeAddress(address);
  return value === '::1' || (isIP(value) === 4 && value.startsWith('127.'));
}

function trustsPeer(peer: string | null): boolean {
  return peer === null || isLoopback(peer);
}

function list(value: string | undefined): string[] {
  return value
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
    : [];
}

/** A host[:port] that makes a valid URL, or null: nothing a client sends may break an absolute link or a redirect. */
function validHost(value: string | undefined): string | null {
  const host = value?.trim().toLowerCase();
  if (!host || !/^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/.test(host)) return null;
  try {
    new URL(`http://${host}`);
    return host;
  } catch {
    return null;
  }
}

function validProto(value: string | undefined): 'http' | 'https' | null {
  const proto = value?.trim().toLowerCase();
  return proto === 'http' || proto === 'https' ? proto : null;
}

function isHonoContext(req: AnyRequest): req is Context {
  return typeof (req as Context).req?.header === 'function';
}

function factsOf(req: AnyRequest): RequestFacts {
  if (isHonoContext(req)) {
    // @hono/node-server passes the Node request as env.incoming (env.server.incoming behind some adapters).
    const env = req.env as { incoming?: IncomingMessage; server?: { incoming?: IncomingMessage } } | undefined;
    const incoming = env?.server?.incoming ?? env?.incoming;
    const url = new URL(req.req.url);
    return {
      header: (name) => req.req.header(name),
      peer: incoming ? (incoming.socket?.remoteAddress ?? 'unknown') : null,
      fallbackHost: url.host,
      fallbackProto: url.protocol === 'https:' ? 'https' : 'http',
    };
  }
  const socket = req.socket as (IncomingMessage['socket'] & { encrypted?: boolean }) | undefined;
  return {
    header: (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    // A socket that is already gone has no address: counted as an unknown, untrusted peer, never as in-process.
    peer: socket?.remoteAddress ?? 'unknown',
    fallbackHost: 'localhost',
    fallbackProto: socket?.encrypted ? 'https' : 'http',
  };
}
