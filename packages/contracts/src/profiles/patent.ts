// Contracts of the patent module (profiles-area §3, §7).
export {};
