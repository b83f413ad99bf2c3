// A console.error or console.warn during a test is a bug the test did not expect: fail the test. Called by the setup
// files, which run again for each test file; this module's own body would run once per worker where test files share
// their modules (vitest.config.ts), so it only defines the step.
import { afterEach, vi } from 'vitest';

export function failOnConsole(): void {
  const calls: string[] = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
  afterEach(() => {
    if (calls.length) {
      const message = calls.splice(0).join('\n');
      throw new Error(`Unexpected console output:\n${message}`);
    }
  });
}
