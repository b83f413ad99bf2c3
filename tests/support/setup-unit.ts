// Unit tests (jsdom): jest-dom matchers, DOM cleanup, and console errors fail tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { failOnConsole } from './fail-on-console';
import './dom-polyfills';

failOnConsole();
afterEach(() => cleanup());
