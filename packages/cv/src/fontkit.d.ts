declare module 'fontkit' {
  /** The font object pdfkit accepts in place of a file (it calls its `layout`). */
  export function create(buffer: Uint8Array): { layout: (text: string) => unknown };
}
