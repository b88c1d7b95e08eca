/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { isFastStart, readTopLevelAtoms } from '@/server/media/processing/mp4-atoms';
import { makeTempDir } from '../../../helpers/media-fixtures';

const temp = makeTempDir();
afterAll(() => temp.remove());

/** An atom with a 32-bit size, or a 64-bit one ("size 1") when `large`. */
function atom(type: string, payload: number, large = false): Buffer {
  const headerSize = large ? 16 : 8;
  const buf = Buffer.alloc(headerSize + payload);
  buf.writeUInt32BE(large ? 1 : headerSize + payload, 0);
  buf.write(type, 4, 'latin1');
  if (large) buf.writeBigUInt64BE(BigInt(headerSize + payload), 8);
  return buf;
}

function write(name: string, ...parts: Buffer[]): string {
  const file = path.join(temp.dir, name);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

describe('readTopLevelAtoms', () => {
  it('walks 32-bit and 64-bit sizes and an atom that runs to the end of the file', async () => {
    const toEnd = atom('mdat', 40);
    toEnd.writeUInt32BE(0, 0);
    const file = write('mixed.mp4', atom('ftyp', 16), atom('moov', 100, true), atom('free', 0), toEnd);
    expect(await readTopLevelAtoms(file)).toEqual([
      { type: 'ftyp', offset: 0, size: 24 },
      { type: 'moov', offset: 24, size: 116 },
      { type: 'free', offset: 140, size: 8 },
      { type: 'mdat', offset: 148, size: 48 },
    ]);
  });

  it('stops at bytes that are not an atom header', async () => {
    const tooSmall = Buffer.from([0, 0, 0, 3, 0x6d, 0x6f, 0x6f, 0x76, 0, 0]);
    const binaryType = Buffer.from([0, 0, 0, 16, 0x00, 0xff, 0x10, 0x01, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect((await readTopLevelAtoms(write('small.mp4', atom('ftyp', 8), tooSmall))).map((a) => a.type)).toEqual(['ftyp']);
    expect((await readTopLevelAtoms(write('binary.mp4', atom('ftyp', 8), binaryType))).map((a) => a.type)).toEqual(['ftyp']);
    expect(await readTopLevelAtoms(write('empty.mp4'))).toEqual([]);
  });

  it('lists the last atom of a file cut short, then stops', async () => {
    const cut = atom('mdat', 1000).subarray(0, 100);
    expect(await readTopLevelAtoms(write('cut.mp4', atom('ftyp', 8), cut))).toEqual([
      { type: 'ftyp', offset: 0, size: 16 },
      { type: 'mdat', offset: 16, size: 1008 },
    ]);
  });
});

describe('isFastStart', () => {
  it('is true only when moov comes before mdat', async () => {
    expect(await isFastStart(write('fast.mp4', atom('ftyp', 8), atom('moov', 20), atom('mdat', 50)))).toBe(true);
    expect(await isFastStart(write('slow.mp4', atom('ftyp', 8), atom('mdat', 50), atom('moov', 20)))).toBe(false);
    expect(await isFastStart(write('no-index.mp4', atom('ftyp', 8), atom('mdat', 50)))).toBe(false);
  });
});
