/// <reference types="vite/client" />

/** The frontend's version (apps/web/package.json), injected by vite `define`. */
declare const __APP_VERSION__: string;
