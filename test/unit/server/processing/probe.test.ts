/** @jest-environment node */
import { MediaProcessingError } from '@/server/media/processing/errors';
import { locateFfmpeg, runFfmpeg } from '@/server/media/processing/ffmpeg';
import { parseFfmpegInfo, probeMedia, splitTopLevel } from '@/server/media/processing/probe';
import { makeBogusFile, makeTempDir, makeTestAudio, makeTestImage, makeTestVideo } from '../../../helpers/media-fixtures';

const temp = makeTempDir();
afterAll(() => temp.remove());

/** What this machine's ffmpeg prints for a file: the parser's real input. */
async function describeFile(file: string): Promise<string> {
  const ffmpeg = (await locateFfmpeg()).path;
  return (await runFfmpeg(ffmpeg, ['-i', file], { okExitCodes: [1] })).stderr;
}

describe('splitTopLevel', () => {
  it('splits on commas outside brackets only', () => {
    expect(splitTopLevel('h264 (High) (avc1 / 0x31637661), yuv420p(tv, bt709, progressive), 640x360 [SAR 1:1 DAR 16:9], 25 fps')).toEqual([
      'h264 (High) (avc1 / 0x31637661)',
      'yuv420p(tv, bt709, progressive)',
      '640x360 [SAR 1:1 DAR 16:9]',
      '25 fps',
    ]);
    expect(splitTopLevel('')).toEqual([]);
  });
});

describe('parseFfmpegInfo on what this ffmpeg prints', () => {
  it('reads an MP4 with H.264 video and AAC sound', async () => {
    const info = parseFfmpegInfo(await describeFile(await makeTestVideo(temp.dir)))!;
    expect(info.format).toContain('mp4');
    expect(info.durationSeconds).toBeGreaterThan(2.9);
    expect(info.durationSeconds).toBeLessThan(3.2);
    expect(info.bitrateKbps).toBeGreaterThan(0);
    expect(info.video).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', width: 640, height: 360, rotation: 0, fps: 25 });
    expect(info.video).toMatchObject({ displayWidth: 640, displayHeight: 360, sampleAspectRatio: 1, attachedPicture: false });
    expect(info.audio).toEqual({ codec: 'aac', sampleRate: 44100, channels: 1 });
    expect(info.streamKinds).toEqual(['video', 'audio']);
  });

  it('reads a silent WebM with odd dimensions', async () => {
    const info = parseFfmpegInfo(await describeFile(await makeTestVideo(temp.dir, { format: 'webm', width: 641, height: 359, audio: false })))!;
    expect(info.format).toContain('webm');
    expect(info.video).toMatchObject({ codec: 'vp8', width: 641, height: 359, displayWidth: 641, displayHeight: 359 });
    expect(info.audio).toBeNull();
    expect(info.streamKinds).toEqual(['video']);
  });

  it('reads the rotation of a video a phone filmed upright, and shows it portrait', async () => {
    const info = parseFfmpegInfo(await describeFile(await makeTestVideo(temp.dir, { rotate: 90 })))!;
    // Builds disagree on the sign they store; either way the picture is shown sideways.
    expect([90, 270]).toContain(info.video!.rotation);
    expect(info.video).toMatchObject({ width: 640, height: 360, displayWidth: 360, displayHeight: 640 });
  });

  it('reads an MP3: sound only', async () => {
    const info = parseFfmpegInfo(await describeFile(await makeTestAudio(temp.dir, { seconds: 2 })))!;
    expect(info.format).toBe('mp3');
    expect(info.video).toBeNull();
    expect(info.audio).toEqual({ codec: 'mp3', sampleRate: 44100, channels: 1 });
    expect(info.durationSeconds).toBeGreaterThan(1.9);
    expect(info.durationSeconds).toBeLessThan(2.2);
  });

  it('reads a picture as one video frame without a duration', async () => {
    const info = parseFfmpegInfo(await describeFile(await makeTestImage(temp.dir, { width: 120, height: 80, format: 'png' })))!;
    expect(info.durationSeconds).toBeNull();
    expect(info.video).toMatchObject({ codec: 'png', width: 120, height: 80 });
  });

  it('gives null when ffmpeg could not open the input', async () => {
    expect(parseFfmpegInfo(await describeFile(await makeBogusFile(temp.dir, 'fake.mp4')))).toBeNull();
  });
});

// Layouts of current ffmpeg releases (6.x/7.x): streams indented like the duration, stream ids in
// brackets, rotation only as a display matrix, colour details inside the pixel format.
const IPHONE_FFMPEG7 = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'IMG_0420.MOV':
  Metadata:
    major_brand     : qt
    minor_version   : 0
    compatible_brands: qt
    creation_time   : 2024-05-01T10:00:00.000000Z
    com.apple.quicktime.location.ISO6709: +52.5200+013.4050+034.000/
  Duration: 00:00:12.35, start: 0.000000, bitrate: 8123 kb/s
  Stream #0:0[0x1](und): Video: hevc (Main) (hvc1 / 0x31637668), yuv420p(tv, bt709), 1920x1080, 7890 kb/s, 29.98 fps, 30 tbr, 600 tbn (default)
      Metadata:
        creation_time   : 2024-05-01T10:00:00.000000Z
        handler_name    : Core Media Video
        vendor_id       : [0][0][0][0]
        encoder         : HEVC
      Side data:
        displaymatrix: rotation of -90.00 degrees
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 48000 Hz, stereo, fltp, 163 kb/s (default)
      Metadata:
        handler_name    : Core Media Audio
  Stream #0:2[0x3](und): Data: none (mebx / 0x7862656D), 0 kb/s (default)
At least one output file must be specified
`;

describe('parseFfmpegInfo on other ffmpeg versions and unusual files', () => {
  it('reads a current ffmpeg description of a portrait phone video', () => {
    const info = parseFfmpegInfo(IPHONE_FFMPEG7)!;
    expect(info.durationSeconds).toBeCloseTo(12.35, 2);
    expect(info.video).toMatchObject({ codec: 'hevc', pixelFormat: 'yuv420p', width: 1920, height: 1080, fps: 29.98, rotation: 90 });
    expect(info.video).toMatchObject({ displayWidth: 1080, displayHeight: 1920 });
    expect(info.audio).toEqual({ codec: 'aac', sampleRate: 48000, channels: 2 });
    expect(info.streamKinds).toEqual(['video', 'audio', 'data']);
  });

  it('reads the old clockwise rotate tag in preference to the matrix', () => {
    const text = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'a.mp4':
  Duration: 00:00:05.00, start: 0.000000, bitrate: 900 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 1280x720, 800 kb/s, 30 fps, 30 tbr, 15360 tbn, 60 tbc (default)
    Metadata:
      rotate          : 180
      handler_name    : VideoHandler
    Side data:
      displaymatrix: rotation of -180.00 degrees
`;
    expect(parseFfmpegInfo(text)!.video).toMatchObject({ rotation: 180, displayWidth: 1280, displayHeight: 720 });
  });

  it('does not take the rotation of one stream for another', () => {
    const text = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'two.mp4':
  Duration: 00:00:05.00, start: 0.000000, bitrate: 900 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 1280x720, 800 kb/s, 30 fps, 30 tbr, 15360 tbn (default)
  Stream #0:1[0x2](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 640x360, 200 kb/s, 30 fps, 30 tbr, 15360 tbn
      Side data:
        displaymatrix: rotation of -90.00 degrees
`;
    expect(parseFfmpegInfo(text)!.video).toMatchObject({ width: 1280, rotation: 0 });
  });

  it('applies non-square pixels to the display size', () => {
    const text = `Input #0, mpeg, from 'dvd.mpg':
  Duration: 00:01:00.00, start: 0.500000, bitrate: 5000 kb/s
    Stream #0:0[0x1e0]: Video: mpeg2video (Main), yuv420p(tv, top first), 720x576 [SAR 16:15 DAR 4:3], 25 fps, 25 tbr, 90k tbn, 50 tbc
    Stream #0:1[0x80]: Audio: ac3, 48000 Hz, 5.1(side), fltp, 448 kb/s
`;
    const info = parseFfmpegInfo(text)!;
    expect(info.video).toMatchObject({ width: 720, height: 576, sampleAspectRatio: 16 / 15, displayWidth: 768, displayHeight: 576 });
    expect(info.audio).toEqual({ codec: 'ac3', sampleRate: 48000, channels: 6 });
  });

  it('ignores cover art in a music file and counts channels given as a number', () => {
    const text = `Input #0, mp3, from 'song.mp3':
  Metadata:
    title           : Song
  Duration: 00:03:21.04, start: 0.025057, bitrate: 320 kb/s
  Stream #0:0: Audio: mp3 (mp3float), 44100 Hz, 3 channels, fltp, 320 kb/s
  Stream #0:1: Video: mjpeg (Baseline), yuvj420p(pc, bt470bg/unknown/unknown), 500x500 [SAR 1:1 DAR 1:1], 90k tbr, 90k tbn (attached pic)
      Metadata:
        comment         : Cover (front)
`;
    const info = parseFfmpegInfo(text)!;
    expect(info.video).toBeNull();
    expect(info.audio).toEqual({ codec: 'mp3', sampleRate: 44100, channels: 3 });
    expect(info.durationSeconds).toBeCloseTo(201.04, 2);
  });

  it('gives a null duration for a recording without one (browser MediaRecorder WebM)', () => {
    const text = `Input #0, matroska,webm, from 'recording.webm':
  Metadata:
    encoder         : Chrome
  Duration: N/A, start: 0.000000, bitrate: N/A
  Stream #0:0(eng): Audio: opus, 48000 Hz, mono, fltp (default)
  Stream #0:1(eng): Video: vp9 (Profile 0), yuv420p(tv, progressive), 1280x720, SAR 1:1 DAR 16:9, 30.30 fps, 30 tbr, 1k tbn (default)
`;
    const info = parseFfmpegInfo(text)!;
    expect(info.durationSeconds).toBeNull();
    expect(info.bitrateKbps).toBeNull();
    expect(info.video).toMatchObject({ codec: 'vp9', width: 1280, height: 720, fps: 30.3 });
    expect(info.audio).toEqual({ codec: 'opus', sampleRate: 48000, channels: 1 });
  });

  it('reads only the first input when the text goes on to outputs', () => {
    const text = `Input #0, wav, from 'in.wav':
  Duration: 00:00:02.00, bitrate: 705 kb/s
    Stream #0:0: Audio: pcm_s16le ([1][0][0][0] / 0x0001), 44100 Hz, mono, s16, 705 kb/s
Stream mapping:
  Stream #0:0 -> #0:0 (pcm_s16le (native) -> aac (native))
Output #0, ipod, to 'out.m4a':
    Stream #0:0: Video: h264, yuv420p, 320x240
`;
    const info = parseFfmpegInfo(text)!;
    expect(info.streamKinds).toEqual(['audio']);
    expect(info.video).toBeNull();
  });
});

describe('probeMedia', () => {
  it('describes a real file', async () => {
    const info = await probeMedia(await makeTestVideo(temp.dir, { audio: false, name: 'silent-probe' }), 'video');
    expect(info.video).toMatchObject({ width: 640, height: 360 });
    expect(info.audio).toBeNull();
  });

  it.each([
    ['video', 'This video could not be read. Please upload another file.'],
    ['audio', 'This audio file could not be read. Please upload another file.'],
  ] as const)('says a file that is not media cannot be read (as %s)', async (kind, message) => {
    const file = await makeBogusFile(temp.dir, `bogus.${kind === 'video' ? 'mp4' : 'mp3'}`);
    const err = await probeMedia(file, kind).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaProcessingError);
    expect(err).toMatchObject({ code: 'unreadable', message });
  });

  it('says a sound file cannot be read as a video, and a silent video as sound', async () => {
    await expect(probeMedia(await makeTestAudio(temp.dir), 'video')).rejects.toMatchObject({ code: 'unreadable', detail: 'No video stream.' });
    const silent = await makeTestVideo(temp.dir, { audio: false, name: 'silent-as-audio' });
    await expect(probeMedia(silent, 'audio')).rejects.toMatchObject({ code: 'unreadable', detail: 'No audio stream.' });
  });
});
