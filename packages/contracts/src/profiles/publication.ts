// Contracts of the publication module (profiles-area §3, §7).
export {};
