// The top-level boxes ("atoms") of an MP4 file, read from their headers without loading the file. A file
// "starts fast" when its index (moov) comes before the media data (mdat): a browser can then play it
// from the first bytes instead of fetching the end of the file first.
import fsp from 'node:fs/promises';

export interface Mp4Atom {
  type: string;
  offset: number;
  size: number;
}

/** Top-level atoms in file order. Stops at the first header that does not make sense. */
export async function readTopLevelAtoms(file: string): Promise<Mp4Atom[]> {
  const handle = await fsp.open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const atoms: Mp4Atom[] = [];
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= fileSize) {
      const { bytesRead } = await handle.read(header, 0, 16, offset);
      if (bytesRead < 8) break;
      let size = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      // Size 1: a 64-bit size follows the type. Size 0: the atom runs to the end of the file.
      if (size === 1) {
        if (bytesRead < 16) break;
        size = Number(header.readBigUInt64BE(8));
      } else if (size === 0) {
        size = fileSize - offset;
      }
      if (size < 8 || !/^[\x20-\x7e]{4}$/.test(type)) break;
      atoms.push({ type, offset, size });
      offset += size;
    }
    return atoms;
  } finally {
    await handle.close();
  }
}

/** True when the file's moov atom comes before its mdat atom. */
export async function isFastStart(file: string): Promise<boolean> {
  const types = (await readTopLevelAtoms(file)).map((a) => a.type);
  const moov = types.indexOf('moov');
  const mdat = types.indexOf('mdat');
  return moov >= 0 && mdat >= 0 && moov < mdat;
}
