// Contracts of the achievement module (profiles-area §3, §7).
export {};
