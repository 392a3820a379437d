import { renderDocx } from './docx.js';
import type { CvDocument } from './model.js';
import { renderPdf } from './pdf.js';

/** One document to render in a worker thread (render-pool.ts). */
export interface RenderTask {
  doc: CvDocument;
  /** `docx-plain`: the plain Word download, without the descriptive part. */
  format: 'pdf' | 'docx' | 'docx-plain';
}

/**
 * The worker threads' entry (piscina calls the default export): the renderers run here, never
 * on the event loop that answers visitors. The fonts are parsed once per thread (pdf-fonts.ts).
 * The bytes go back as a structured clone (one copy of a few hundred KiB).
 */
export default async function render(task: RenderTask | null): Promise<Uint8Array> {
  // null: start the thread only (render-pool.ts warm); its imports above have loaded.
  if (task === null) return new Uint8Array(0);
  const bytes =
    task.format === 'pdf'
      ? await renderPdf(task.doc)
      : await renderDocx(task.doc, { narrative: task.format === 'docx' });
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
