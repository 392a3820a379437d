// The renderers in the calling thread: for the bench and the tests. The services render
// through the pool (render-pool.ts), never on their event loop.
export { renderDocx } from './docx.js';
export { renderPdf } from './pdf.js';
