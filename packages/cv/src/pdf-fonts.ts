import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/*
 * DejaVu Sans from the npm registry (not the machine's fonts): it has every Polish letter,
 * and PDF's built-in fonts garble them. The fontkit objects are made once per process, so a
 * PDF costs the layout only (pdfkit would parse the file again for every document).
 */
const require = createRequire(import.meta.url);

interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface Glyph {
  readonly id: number;
}
interface ShapedRun {
  glyphs: Glyph[];
  positions: GlyphPosition[];
}
interface FontkitFont {
  layout: (text: string, features?: unknown) => ShapedRun;
}
// fontkit ships no types; pdfkit accepts its font object in place of a file (it calls `layout`).
const { create: createFont } = require('fontkit') as {
  create: (buffer: Uint8Array) => FontkitFont;
};

/**
 * A shaped word as pdfkit reads it. pdfkit scales `positions` in place as it gets them, then
 * keeps the run for the rest of the document and adds up its width at every use: the width
 * is summed once, at the first use (after the scaling).
 */
class ScaledRun {
  private width: number | undefined;
  constructor(
    readonly glyphs: Glyph[],
    readonly positions: GlyphPosition[],
  ) {}
  get advanceWidth(): number {
    if (this.width === undefined) {
      let width = 0;
      for (const p of this.positions) width += p.xAdvance;
      this.width = width;
    }
    return this.width;
  }
}

/*
 * Shaping a word with fontkit (OpenType lookups) is costly, and pdfkit's own cache of shaped
 * words lives only as long as one document. This cache keeps them for the process: a CV
 * repeats the words of the last one (names, journals, headings). pdfkit scales the positions
 * it gets in place, so every call answers fresh copies; the glyphs are fontkit's own shared
 * objects and are only read.
 */
const SHAPED_WORDS_MAX = 50_000;
function withSharedShaping(font: FontkitFont): FontkitFont {
  const shaped = new Map<string, ShapedRun>();
  const layout = (text: string, features?: unknown): ShapedRun => {
    if (features) return font.layout(text, features);
    let run = shaped.get(text);
    if (!run) {
      if (shaped.size >= SHAPED_WORDS_MAX) shaped.clear();
      run = font.layout(text);
      shaped.set(text, run);
    }
    const positions: GlyphPosition[] = [];
    for (const p of run.positions)
      positions.push({
        xAdvance: p.xAdvance,
        yAdvance: p.yAdvance,
        xOffset: p.xOffset,
        yOffset: p.yOffset,
      });
    return new ScaledRun(run.glyphs, positions);
  };
  // Everything else (metrics, tables, subsetting) is the font itself.
  return Object.create(font, { layout: { value: layout } }) as FontkitFont;
}

const font = (name: string) =>
  withSharedShaping(createFont(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`))));

/** The three faces of the CV, parsed once per process. */
export const FONTS = {
  regular: font('DejaVuSans.ttf'),
  bold: font('DejaVuSans-Bold.ttf'),
  italic: font('DejaVuSans-Oblique.ttf'),
};
