import { useEffect } from 'react';

import { DOCUMENT_TITLE_SUFFIX } from '../config/app';

/** Sets the document title to `<title> | LN` while the calling page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title}${DOCUMENT_TITLE_SUFFIX}`;
  }, [title]);
}
