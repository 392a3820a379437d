import type { ReactNode } from 'react';
import { createContext, useContext, useEffect } from 'react';

import { DOCUMENT_TITLE_SUFFIX } from '../config/app';

/** A JSON-LD object (schema.org), written into the page's head as `application/ld+json`. */
export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** What a page says about itself: the document head and the HTTP answer of the server. */
export interface PageHead {
  /** The page's own title, without the ` | LN` suffix. */
  title?: string;
  description?: string;
  /** Open Graph type: `profile` for a person, `article` for a work, else `website`. */
  type?: 'website' | 'profile' | 'article';
  /**
   * An absolute path or URL of the page's picture (a profile's photo), for link previews;
   * without one they show the site's picture (SITE_IMAGE).
   */
  image?: string;
  jsonLd?: JsonLdObject[];
  /** Atom feeds of the page, for feed readers' autodiscovery (absolute paths). */
  feeds?: { title: string; href: string }[];
  /** false: search engines should not index the page (status pages). */
  indexable?: boolean;
}

/**
 * Filled while the server renders a page (decision 024): the pages record their head, their
 * HTTP status and a redirect during render. The browser has no such object: there the hooks
 * below only set `document.title`.
 */
export interface ServerPageRecord {
  head: PageHead;
  status?: number;
  redirect?: string;
}

const ServerPageContext = createContext<ServerPageRecord | null>(null);

export function ServerPageProvider({
  record,
  children,
}: {
  record: ServerPageRecord;
  children: ReactNode;
}) {
  return <ServerPageContext.Provider value={record}>{children}</ServerPageContext.Provider>;
}

/**
 * Sets the document title to `<title> | LN` while the calling page is shown, and gives the
 * server-rendered head the title and whatever else the page knows about itself.
 */
export function usePageHead(head: PageHead & { title: string }): void {
  const record = useContext(ServerPageContext);
  // A render-time write, on the server only: the record belongs to this one request.
  if (record) Object.assign(record.head, head);
  const { title } = head;
  useEffect(() => {
    document.title = `${title}${DOCUMENT_TITLE_SUFFIX}`;
  }, [title]);
}

/** The HTTP status of the server's answer for the page that renders this (404, 400, …). */
export function useHttpStatus(status: number): void {
  const record = useContext(ServerPageContext);
  if (record && (record.status === undefined || record.status < status)) record.status = status;
}

/**
 * On the server, answers the request with a redirect to `to` instead of the page (the browser
 * does the same navigation through the API client's error rules).
 */
export function useServerRedirect(to: string | null): void {
  const record = useContext(ServerPageContext);
  if (record && to && !record.redirect) record.redirect = to;
}
