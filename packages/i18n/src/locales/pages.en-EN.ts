// English texts of the public profile, its detail pages and the gremia pages.
export const pagesEN = {} as const;
