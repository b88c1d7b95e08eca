/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { transcodeAudio } from '@/server/media/processing/audio';
import { MediaProcessingError } from '@/server/media/processing/errors';
import { readTopLevelAtoms } from '@/server/media/processing/mp4-atoms';
import { probeMedia } from '@/server/media/processing/probe';
import { makeBogusFile, makeTempDir, makeTestAudio, makeTestVideo } from '../../../helpers/media-fixtures';

const temp = makeTempDir();
afterAll(() => temp.remove());

const outDir = (name: string) => fs.mkdtempSync(path.join(temp.dir, `${name}-`));

describe('transcodeAudio', () => {
  it('turns an MP3 into AAC in a fast-start M4A, with its duration and progress to 100', async () => {
    const input = await makeTestAudio(temp.dir, { seconds: 2 });
    const dir = outDir('mp3');
    const seen: number[] = [];
    const result = await transcodeAudio(input, dir, { onProgress: (p) => seen.push(p) });
    expect(result).toMatchObject({ file: path.join(dir, 'audio.m4a'), contentType: 'audio/mp4', bitrateKbps: 160, channels: 1, fastStart: true });
    expect(result.durationSeconds).toBeGreaterThan(1.9);
    expect(result.durationSeconds).toBeLessThan(2.2);
    expect(result.bytes).toBe(fs.statSync(result.file).size);

    const info = await probeMedia(result.file, 'audio');
    expect(info.format).toContain('m4a');
    expect(info.audio?.codec).toBe('aac');
    expect(info.video).toBeNull();
    const atoms = (await readTopLevelAtoms(result.file)).map((a) => a.type);
    expect(atoms.indexOf('moov')).toBeLessThan(atoms.indexOf('mdat'));
    expect(seen.at(-1)).toBe(100);
    expect(fs.readdirSync(dir)).toEqual(['audio.m4a']);
  });

  it('encodes at the bitrate asked for', async () => {
    const input = await makeTestAudio(temp.dir, { seconds: 4, format: 'wav', channels: 2 });
    const low = await transcodeAudio(input, outDir('low'), { bitrateKbps: 128 });
    const high = await transcodeAudio(input, outDir('high'), { bitrateKbps: 192 });
    expect(low.bitrateKbps).toBe(128);
    expect(high.bytes).toBeGreaterThan(low.bytes);
  });

  it('folds surround sound down to stereo', async () => {
    const input = await makeTestAudio(temp.dir, { seconds: 1, format: 'wav', channels: 6 });
    expect((await probeMedia(input, 'audio')).audio?.channels).toBe(6);
    const result = await transcodeAudio(input, outDir('surround'));
    expect(result.channels).toBe(2);
  });

  it("takes a video's sound track", async () => {
    const result = await transcodeAudio(await makeTestVideo(temp.dir), outDir('from-video'), { name: 'sound' });
    expect(path.basename(result.file)).toBe('sound.m4a');
    expect(result.durationSeconds).toBeGreaterThan(2.9);
    expect(result.durationSeconds).toBeLessThan(3.2);
    expect((await probeMedia(result.file, 'audio')).video).toBeNull();
  });

  it('says a file without sound cannot be read, and leaves nothing behind', async () => {
    for (const input of [await makeTestVideo(temp.dir, { audio: false }), await makeBogusFile(temp.dir, 'song.mp3')]) {
      const dir = outDir('unreadable');
      const err = await transcodeAudio(input, dir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MediaProcessingError);
      expect(err).toMatchObject({ code: 'unreadable', message: 'This audio file could not be read. Please upload another file.' });
      expect(fs.readdirSync(dir)).toEqual([]);
    }
  });

  it('refuses a bitrate outside 128 to 192 kb/s', async () => {
    const input = await makeTestAudio(temp.dir, { seconds: 1 });
    await expect(transcodeAudio(input, outDir('bad-rate'), { bitrateKbps: 320 })).rejects.toThrow(RangeError);
    await expect(transcodeAudio(input, outDir('bad-rate'), { bitrateKbps: 64 })).rejects.toThrow(RangeError);
  });

  it('stops when cancelled', async () => {
    const input = await makeTestAudio(temp.dir, { seconds: 1 });
    const dir = outDir('cancelled');
    await expect(transcodeAudio(input, dir, { signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'aborted' });
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
