import { usePageHead } from '../lib/page-head';

/**
 * Sets the document title to `<title> | LN` while the calling page is shown (and the title of
 * its server-rendered head). The short form of `usePageHead` for pages with only a title.
 */
export function useDocumentTitle(title: string): void {
  usePageHead({ title });
}
