// Contracts of the dictionary module (profiles-area §3, §7).
export {};
