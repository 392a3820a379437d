import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { HydrationState, RouteObject } from 'react-router-dom';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { AppLayout } from './layout/app-layout';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { prefetchHome } from './routes/prefetch';
import { createPublicRoutes, createSharedProfileChildren } from './routes/public-routes';
import { STATUS_PAGE_NAMES, STATUS_PAGES } from './routes/status/status-pages';

const fallback = <Spinner block />;

/**
 * A route's `handle`. `ssr: true` marks the public pages the server renders with their data
 * (decision 024); every other route is rendered in the browser, as before, with nothing to add.
 */
export interface AppRouteHandle {
  ssr?: boolean;
  status?: string;
}
export const SERVER_RENDERED: AppRouteHandle = { ssr: true };

/** The query client the route loaders prefetch into, or where to find it at each load. */
export type QueryClientSource = QueryClient | (() => QueryClient);

/** Whether the server renders the page of these matches (any of them is marked). */
export function isServerRendered(matches: readonly { route: { handle?: unknown } }[]): boolean {
  return matches.some((match) => (match.route.handle as AppRouteHandle | undefined)?.ssr === true);
}

/**
 * Every route outside the server-rendered pages (and their children) loads the later texts
 * (the signed-in screens' catalogue) along with its code, so public pages never download them
 * and the server renders with the same texts the browser hydrates with.
 */
function withLaterTexts(routes: RouteObject[], load: () => Promise<void>): RouteObject[] {
  return routes.map((route): RouteObject => {
    if ((route.handle as AppRouteHandle | undefined)?.ssr === true) return route;
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function'
        ? { lazy: () => Promise.all([lazy(), load()]).then(([module]) => module) }
        : {}),
      ...(children ? { children: withLaterTexts(children, load) } : {}),
    } as RouteObject;
  });
}

/**
 * The route table of accounts-and-platform §2; every page is code-split (react-router `lazy`).
 * While the first page's code loads, the layout (header, footer) is already shown with a
 * spinner in place of the page: the fallback sits on each page route, not on the layout.
 * `queryClients`: the page's query client, or (the server, which builds the table once for
 * every request) a function giving the query client of the request a loader runs for.
 * `loadLaterTexts` (the browser's): adds the later texts to the page's i18next instance; without
 * it (the server, tests) the instance is expected to have what its routes need.
 */
export function createRoutes(
  queryClients: QueryClientSource,
  options: { loadLaterTexts?: () => Promise<void> } = {},
): RouteObject[] {
  const queryClient = typeof queryClients === 'function' ? queryClients : () => queryClients;
  const pages: RouteObject[] = [
    {
      path: paths.home.path,
      handle: SERVER_RENDERED,
      lazy: () => import('./routes/home'),
      loader: () => {
        void prefetchHome(queryClient());
        return null;
      },
    },
    {
      path: paths.search.path,
      handle: SERVER_RENDERED,
      lazy: () =>
        import('./routes/search/search').then((m) => ({
          Component: m.Component,
          loader: m.createSearchLoader(queryClient),
        })),
    },
    { path: paths.advancedSearch.path, lazy: () => import('./routes/search/advanced-search') },
    // The public profile, its detail pages and the gremia pages.
    ...createPublicRoutes(queryClient),
    // The owner's edit mode (accounts-and-platform §2): its layout with the tab menu, the
    // edit page, the owner's publications and the shared children with `/edit` inserted.
    {
      path: paths.profileEdit.path,
      lazy: () =>
        import('./routes/profile-edit/profile-edit').then((m) => ({
          Component: m.ProfileEditLayoutRoute,
        })),
      children: [
        {
          index: true,
          lazy: () =>
            import('./routes/profile-edit/profile-edit').then((m) => ({
              Component: m.ProfileEditRoute,
            })),
        },
        {
          path: 'publications',
          lazy: () =>
            import('./routes/profile-edit/owner-publications').then((m) => ({
              Component: m.OwnerPublicationsRoute,
            })),
        },
        {
          path: 'publications/:publicationId',
          lazy: () =>
            import('./routes/profile-edit/owner-publications').then((m) => ({
              Component: m.OwnerPublicationRoute,
            })),
        },
        {
          path: 'publications/:publicationId/edit',
          lazy: () =>
            import('./routes/profile-edit/owner-publications').then((m) => ({
              Component: m.OwnPublicationEditRoute,
            })),
        },
        {
          path: 'orcid',
          lazy: () =>
            import('./routes/profile-edit/orcid-queue').then((m) => ({
              Component: m.OrcidQueueRoute,
            })),
        },
        {
          path: paths.profile.researchWorks.path,
          lazy: () =>
            import('./routes/profile-edit/profile-edit').then((m) => ({
              Component: m.ProfileEditResearchWorksRoute,
            })),
        },
        // The bodies the owner added themselves (decision 021).
        {
          path: paths.profileEdit.ownGremiumAdd.path,
          lazy: () =>
            import('./routes/profile-edit/own-gremia').then((m) => ({
              Component: m.AddOwnGremiumRoute,
            })),
        },
        {
          path: paths.profileEdit.ownGremium.path,
          lazy: () =>
            import('./routes/profile-edit/own-gremia').then((m) => ({
              Component: m.EditOwnGremiumRoute,
            })),
        },
        ...createSharedProfileChildren().filter(
          (route) => route.path !== paths.profile.researchWorks.path,
        ),
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
    {
      path: paths.users.path,
      lazy: () => import('./routes/users/users').then((m) => ({ Component: m.UsersLayoutRoute })),
      children: [
        {
          index: true,
          lazy: () => import('./routes/users/users').then((m) => ({ Component: m.UserListRoute })),
        },
        {
          path: paths.users.account.path,
          lazy: () =>
            import('./routes/users/account').then((m) => ({ Component: m.AccountLayoutRoute })),
          children: [
            {
              index: true,
              lazy: () =>
                import('./routes/users/account').then((m) => ({
                  Component: m.AccountDetailsRoute,
                })),
            },
            {
              path: 'edit',
              lazy: () =>
                import('./routes/users/account').then((m) => ({ Component: m.AccountEditRoute })),
            },
            {
              path: 'delete-account',
              lazy: () =>
                import('./routes/users/account').then((m) => ({
                  Component: m.AccountDeleteRoute,
                })),
            },
          ],
        },
        {
          path: paths.users.auditLog.path,
          lazy: () => import('./routes/users/users').then((m) => ({ Component: m.AuditLogRoute })),
        },
        {
          path: paths.users.details.path,
          lazy: () =>
            import('./routes/users/users').then((m) => ({ Component: m.UserDetailsRoute })),
        },
      ],
    },
    {
      path: paths.gremiums.add.path,
      lazy: () =>
        import('./routes/gremiums/gremium-admin').then((m) => ({ Component: m.AddGremiumRoute })),
    },
    {
      path: paths.gremiums.edit.path,
      lazy: () =>
        import('./routes/gremiums/gremium-admin').then((m) => ({ Component: m.EditGremiumRoute })),
    },
    {
      path: paths.cvGenerator.path,
      lazy: () =>
        import('./routes/cv/cv-generator').then((m) => ({ Component: m.CvGeneratorRoute })),
    },
    {
      path: paths.experts.path,
      lazy: () => import('./routes/experts/experts').then((m) => ({ Component: m.ExpertsRoute })),
    },
    {
      path: paths.experts.finder.path,
      lazy: () =>
        import('./routes/experts/expert-finder').then((m) => ({ Component: m.ExpertFinderRoute })),
    },
    {
      path: paths.messageCompose.path,
      lazy: () =>
        import('./routes/messages/messages').then((m) => ({ Component: m.MessageComposeRoute })),
    },
    {
      path: paths.notifications.path,
      lazy: () =>
        import('./routes/messages/messages').then((m) => ({ Component: m.NotificationsRoute })),
    },
    {
      path: paths.functionImport.path,
      lazy: () =>
        import('./routes/admin/function-import').then((m) => ({
          Component: m.FunctionImportRoute,
        })),
    },
    {
      path: paths.dataSources.path,
      lazy: () =>
        import('./routes/admin/data-sources').then((m) => ({ Component: m.DataSourcesRoute })),
    },
    { path: paths.login.path, lazy: () => import('./routes/login') },
    { path: paths.legacyScientist.path, lazy: () => import('./routes/legacy-scientist') },
    { path: paths.developers.path, lazy: () => import('./routes/developers') },
    { path: paths.verify.path, lazy: () => import('./routes/verify') },
    // The terms page is a status page (§2) that also records the acceptance.
    { path: paths.status.termsAndConditions.path, lazy: () => import('./routes/account/terms') },
    ...STATUS_PAGE_NAMES.filter((name) => name !== 'termsAndConditions').map(
      (name): RouteObject => ({
        path: paths.status[name].path,
        // The 5xx pages show what the browser stored before it came there: client-only.
        handle: { status: name, ssr: STATUS_PAGES[name].code < 500 },
        lazy: () => import('./routes/status/status'),
      }),
    ),
    { path: '*', handle: SERVER_RENDERED, lazy: () => import('./routes/not-found') },
  ];
  const withFallback = pages.map((page) => ({ hydrateFallbackElement: fallback, ...page }));
  const { loadLaterTexts } = options;
  return [
    {
      element: <AppLayout />,
      children: loadLaterTexts ? withLaterTexts(withFallback, loadLaterTexts) : withFallback,
    },
  ];
}

export type AppBrowserRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser router over the route table; it starts matching (and loading) at once. A page
 * the server rendered passes the routes (their matched modules already loaded) and the
 * server's loader data, so the first render is the server's.
 */
export function createAppRouter(
  queryClient: QueryClient,
  options: {
    hydration?: { routes: RouteObject[]; hydrationData: HydrationState };
    loadLaterTexts?: () => Promise<void>;
  } = {},
): AppBrowserRouter {
  const { hydration, loadLaterTexts } = options;
  if (hydration)
    return createBrowserRouter(hydration.routes, { hydrationData: hydration.hydrationData });
  return createBrowserRouter(createRoutes(queryClient, { loadLaterTexts }));
}

/**
 * main.tsx passes a router it created before React started, so the first page's code and
 * data are already on their way; without one (tests) it is created on first render, never at
 * module scope: the browser router reads window.location.
 */
export function AppRouter({ router: given }: { router?: AppBrowserRouter }) {
  const queryClient = useQueryClient();
  const [router] = useState(() => given ?? createAppRouter(queryClient));
  return <RouterProvider router={router} />;
}
