// Unit tests (jsdom): jest-dom matchers, DOM cleanup, and console errors fail tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { failOnConsole } from './fail-on-console';
// Loaded first, so the address reset below moves its usePathname too.
import './next-navigation';
import * as authStore from '@/stores/use-auth-store';
import * as chatStore from '@/stores/use-chat-store';
import * as visitorChatStore from '@/stores/use-visitor-chat-store';
import './dom-polyfills';

failOnConsole();
afterEach(() => cleanup());
// The unit project's files share their modules and DOM, so what one file leaves is there for the next: the stand-ins'
// mocks (next-navigation's router, reloadPage) carry its calls, the address is where it left it, the stores hold its
// session and chats, and the browser storage its keys. Each file starts from none of it, at `/`.
vi.clearAllMocks();
window.history.replaceState(null, '', '/');
window.localStorage.clear();
window.sessionStorage.clear();
for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
const isStore = (value: unknown): value is StoreApi<unknown> =>
  typeof value === 'function' && 'getInitialState' in value && 'setState' in value;
for (const store of [...Object.values(authStore), ...Object.values(chatStore), ...Object.values(visitorChatStore)]) {
  if (isStore(store)) store.setState(store.getInitialState(), true);
}
