/**
 * A full reload of the current page (the language switch's rule of accounts §1). One seam for
 * the unit tests: jsdom's `location` cannot be replaced or spied on in every test pool.
 */
export function reloadPage(): void {
  window.location.reload();
}
