export * from './model.js';
export * from './narrative.js';
export * from './text.js';
export { renderDocx } from './docx.js';
export { renderPdf } from './pdf.js';
