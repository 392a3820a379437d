import { useSyncExternalStore } from 'react';

// Whether the page has loaded and the browser has had an idle moment since. Shared by every
// caller, and only ever turns true; nothing here runs at module scope but plain data.
let ready = false;
let waiting = false;
const listeners = new Set<() => void>();

function markReady() {
  ready = true;
  for (const listener of listeners) listener();
}

function waitForIdleAfterLoad() {
  if (waiting) return;
  waiting = true;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(markReady, { timeout: 2000 });
    } else {
      setTimeout(markReady, 200);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  waitForIdleAfterLoad();
  return () => listeners.delete(listener);
}

/**
 * False until the page has loaded and the browser is idle, then true: for reads nobody waits
 * for (the footer's versions, the helpdesk address), so they do not compete with the page's
 * own code and data while it starts. Always false on the server.
 */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => false,
  );
}
