import { useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { AppLayout } from '../components/layout/app-layout';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { publicRoutes } from './routes/public-routes';

/** The route tree; pages are code-split and loaded on first visit. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        path: paths.home.path,
        lazy: () => import('./routes/home'),
        hydrateFallbackElement: <Spinner block />,
      },
      ...publicRoutes,
      {
        path: '*',
        lazy: () => import('./routes/not-found'),
        hydrateFallbackElement: <Spinner block />,
      },
    ],
  },
];

export function AppRouter() {
  // Created on first render, not at module scope: the browser router reads window.location.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
