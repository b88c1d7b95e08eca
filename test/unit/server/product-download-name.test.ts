/** @jest-environment node */
// The name a digital product is saved under: the uploaded name when it fits the file, never an extension
// the file's bytes do not bear out, never a path or a character a file system or header would choke on.
import { downloadNameOf } from '@/server/modules/products/download-name';

const pdfKey = 'private/media/product-file/AbCdEfGhIjKlMnOpQrStUv.pdf';
const zipKey = 'private/media/product-file/AbCdEfGhIjKlMnOpQrStUv.zip';

describe('downloadNameOf', () => {
  it('keeps the uploaded name when its extension is what the file is', () => {
    expect(downloadNameOf('Guide', { originalName: 'Café menu.pdf', mainKey: pdfKey })).toBe('Café menu.pdf');
    expect(downloadNameOf('Guide', { originalName: 'BUNDLE.ZIP', mainKey: zipKey })).toBe('BUNDLE.ZIP');
  });

  it('puts the real extension on a name that claims another, or none', () => {
    expect(downloadNameOf('Guide', { originalName: 'setup.exe', mainKey: zipKey })).toBe('setup.zip');
    expect(downloadNameOf('Guide', { originalName: 'notes', mainKey: pdfKey })).toBe('notes.pdf');
  });

  it('cleans paths, quotes and control characters out of names', () => {
    expect(downloadNameOf('Guide', { originalName: '../../etc/"passwd"\u0000.pdf', mainKey: pdfKey })).toBe('etc passwd .pdf');
    expect(downloadNameOf('Recipes: "best" of 2024/25', { originalName: null, mainKey: pdfKey })).toBe('Recipes best of 2024 25.pdf');
  });

  it('falls back to the product name, then to "download"', () => {
    expect(downloadNameOf('Chord chart', { originalName: null, mainKey: pdfKey })).toBe('Chord chart.pdf');
    expect(downloadNameOf('***', { originalName: '///', mainKey: pdfKey })).toBe('download.pdf');
    expect(downloadNameOf('Chart', { originalName: null, mainKey: null })).toBe('Chart.bin');
  });
});
