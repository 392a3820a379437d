// The OAI-PMH repository's parts for the benchmark (bench/open-data.ts).
export { createOaiRepository } from './oai.repository.js';
export { createOaiService, OAI_PAGE_SIZE } from './oai.service.js';
