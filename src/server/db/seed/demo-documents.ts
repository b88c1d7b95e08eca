// A small real PDF made on the spot (nothing binary is committed): what a demo performer sells as a
// digital product. One page of Helvetica text, written by hand because a PDF this simple needs no library.
const PAGE_TOP = 720;
const LINE_HEIGHT = 22;

/** PDF string literals escape these three characters; everything else stays printable ASCII. */
const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, (c) => `\\${c}`);

/** A one-page PDF with `title` in large type and `lines` under it. */
export function makeDemoPdf(title: string, lines: readonly string[] = []): Buffer {
  const text = [
    `BT /F1 22 Tf 72 ${PAGE_TOP} Td (${pdfText(title)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 12 Tf 72 ${PAGE_TOP - 2 * LINE_HEIGHT - i * LINE_HEIGHT} Td (${pdfText(line)}) Tj ET`),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  // The cross-reference table gives each object's byte offset, as readers expect.
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
