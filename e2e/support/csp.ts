// Pages served as stored files (decisions 063 and 075): their policy allows exactly their own inline scripts, by hash.
import { createHash } from 'node:crypto';
import { expect, type APIResponse } from '@playwright/test';

/** The sources of a policy's script-src. */
export const scriptSources = (csp: string) => /(?:^|;\s*)script-src ([^;]+)/.exec(csp)?.[1]?.split(/\s+/) ?? [];

/** The text of every inline script, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? ''))
    .map(([, , text]) => text ?? '');
}

/**
 * The answer's policy lists the SHA-256 of each of its inline scripts and nothing else inline (no nonce, no
 * 'unsafe-inline'), and its HTML carries no nonce. Answers the HTML.
 */
export async function expectScriptsAllowedByHash(res: APIResponse): Promise<string> {
  const sources = scriptSources(res.headers()['content-security-policy'] ?? '');
  expect(sources).toContain("'self'");
  expect(sources.join(' ')).not.toMatch(/unsafe-inline|nonce-/);
  const html = await res.text();
  expect(html).not.toContain('nonce=');
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  for (const text of scripts) {
    expect(sources).toContain(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  // Every listed hash is one of the page's scripts: the policy allows nothing the page does not have.
  expect(sources.filter((source) => source.startsWith("'sha256-")).length).toBe(new Set(scripts).size);
  return html;
}
