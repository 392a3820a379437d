// Contracts of the gremium module (profiles-area §3, §7).
export {};
