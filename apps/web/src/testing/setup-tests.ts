import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Any console.error a test did not expect fails it. A test that expects one silences it
// explicitly: `vi.mocked(console.error).mockImplementation(() => {})`.
let unexpectedErrors: string[] = [];

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ');
    unexpectedErrors.push(message);
    throw new Error(`Unexpected console.error: ${message}`);
  });
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.title = '';
  // Also catches errors whose throw was swallowed by the code that logged them.
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.join('\n')}`);
  }
});

// jsdom lays nothing out and does not implement scrolling (it would log "Not implemented");
// the layout's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// Two cores shared with other suites: give lazy routes and queries time to settle.
configure({ asyncUtilTimeout: 5000 });
