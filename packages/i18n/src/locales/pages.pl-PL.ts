// Polish texts of the public profile, its detail pages and the gremia pages.
// Merged into the Polish catalogue (pl-PL.ts); en-EN must mirror every key.
export const pagesPL = {} as const;
