import type { RouteObject } from 'react-router-dom';

/**
 * Routes of the public profile, its detail pages and the gremia pages (lazy-loaded).
 * Spread into the layout's children by router.tsx.
 */
export const publicRoutes: RouteObject[] = [];
