// Contracts of the research-work module (profiles-area §3, §7).
export {};
