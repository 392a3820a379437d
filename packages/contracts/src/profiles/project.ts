// Contracts of the project module (profiles-area §3, §7).
export {};
