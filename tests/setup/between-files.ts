import { afterAll, vi } from 'vitest';

// In a project whose files share their worker (`isolate: false`, vitest.shared.ts), what one
// file changed in the process must not reach the next: a file that replaced Date with a
// controlled clock gets the real one back when it ends.
afterAll(() => {
  vi.useRealTimers();
});
