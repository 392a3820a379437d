/**
 * Ends the current task: resolves in a new one, so the browser can paint, send the requests
 * begun and answer input in between. Splits start-up work into tasks short enough not to
 * block the page (Lighthouse counts every task over 50 ms against it).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
