/** Version of this frontend, from apps/web/package.json (injected at build time). */
export const APP_VERSION: string = __APP_VERSION__;

/** Appended to every page's document title. */
export const DOCUMENT_TITLE_SUFFIX = ' | LN';
