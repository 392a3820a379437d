// What the services' main thread needs: the model, the narrative's markers, the text folding
// and the render pool. The renderers themselves (docx, pdfkit, the fonts) load only in the
// pool's threads, or in process through '@ln/cv/renderers' (the bench, the tests).
export * from './clean.js';
export * from './model.js';
export * from './narrative.js';
export * from './render-pool.js';
export * from './text.js';
