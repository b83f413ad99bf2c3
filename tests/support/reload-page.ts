// The unit tests' stand-in for lib/reload-page (jsdom cannot navigate): every import of `@/lib/reload-page` in the
// unit projects resolves here (vitest.config.ts), so a test reads the calls with `expect(reloadPage)`.
import { vi } from 'vitest';

export const reloadPage = vi.fn<(href?: string) => void>();
