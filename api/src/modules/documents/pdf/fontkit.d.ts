// fontkit (pdfkit's own font engine) ships no types; the documents use one call of it.
declare module 'fontkit' {
  export function create(buffer: Uint8Array): unknown;
}
