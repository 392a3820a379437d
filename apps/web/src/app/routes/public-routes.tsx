import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { prefetchProfile, prefetchProfileAbout } from './prefetch';

/** Server-rendered (router.tsx `AppRouteHandle`); not imported from there: no cycle. */
const ssr = { ssr: true };

const fallback = <Spinner block />;

/**
 * Routes of the public profile, its detail pages and the gremia pages (lazy-loaded; each
 * page is its own chunk). Spread into the layout's children by router.tsx. The profile's
 * loaders only start its reads early (see prefetch.ts); they wait for nothing.
 */
export function createPublicRoutes(queryClient: () => QueryClient): RouteObject[] {
  return [
    {
      path: paths.profile.path,
      handle: ssr,
      lazy: () => import('./profiles/profile-layout'),
      loader: ({ params }) => {
        void prefetchProfile(queryClient(), params.id);
        return null;
      },
      hydrateFallbackElement: fallback,
      children: [
        {
          index: true,
          lazy: () => import('./profiles/profile-about'),
          loader: ({ params }) => {
            void prefetchProfileAbout(queryClient(), params.id);
            return null;
          },
        },
        {
          path: paths.profile.publications.path,
          lazy: () => import('./profiles/profile-publications'),
        },
        {
          path: paths.profile.publication.path,
          lazy: () => import('./profiles/publication-details'),
        },
        {
          path: paths.profile.coauthors.path,
          lazy: () => import('./profiles/profile-coauthors'),
        },
        ...createSharedProfileChildren(),
      ],
    },
    {
      path: paths.gremiums.path,
      handle: ssr,
      lazy: () => import('./gremiums/gremium-list'),
      hydrateFallbackElement: fallback,
    },
    {
      path: paths.gremiums.details.path,
      handle: ssr,
      lazy: () => import('./gremiums/gremium-details'),
      hydrateFallbackElement: fallback,
    },
    {
      path: paths.announcements.path,
      lazy: () =>
        import('./announcements/announcements').then((m) => ({ Component: m.AnnouncementsRoute })),
    },
    {
      path: paths.announcements.details.path,
      lazy: () =>
        import('./announcements/announcements').then((m) => ({ Component: m.AnnouncementRoute })),
    },
  ];
}

/**
 * The shared children of the profile (accounts-and-platform §2): under the public profile
 * and, with `/edit` inserted, under the owner's edit layout.
 */
export function createSharedProfileChildren(): RouteObject[] {
  return [
    {
      path: paths.profile.achievements.path,
      lazy: () => import('./profiles/profile-achievements'),
    },
    {
      path: paths.profile.achievement.path,
      lazy: () => import('./profiles/achievement-details'),
    },
    { path: paths.profile.patents.path, lazy: () => import('./profiles/profile-patents') },
    { path: paths.profile.patent.path, lazy: () => import('./profiles/patent-details') },
    { path: paths.profile.projects.path, lazy: () => import('./profiles/profile-projects') },
    { path: paths.profile.project.path, lazy: () => import('./profiles/project-details') },
    {
      path: paths.profile.researchWorks.path,
      lazy: () => import('./profiles/profile-research-works'),
    },
    {
      path: paths.profile.researchWork.path,
      lazy: () => import('./profiles/research-work-details'),
    },
    { path: paths.profile.gremiums.path, lazy: () => import('./profiles/profile-gremium') },
    { path: paths.profile.gremium.path, lazy: () => import('./profiles/profile-gremium') },
  ];
}
