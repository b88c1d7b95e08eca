/** @jest-environment node */
// The pure parts of the live pipeline: reading ffmpeg's playlists (whole ones only), the viewer's signed copy,
// live signatures (bound to session, segment, expiry and viewer, and useless on the files route), codec
// detection from a stream's first bytes, and the ffmpeg command line of each mode.
import { sniffVideoCodec, videoCodecOfMimeType } from '@/server/media/live/codec-sniff';
import { liveFfmpegArgs } from '@/server/media/live/ffmpeg-args';
import { parsePlaylist, rewritePlaylistUris, withEndList } from '@/server/media/live/hls-playlist';
import { isLiveSessionId, liveKey } from '@/server/media/live/live-keys';
import { liveExpiry, signLiveQuery, verifyLiveQuery, viewerPlaylist } from '@/server/media/live/live-urls';
import { signQuery, verifyQuery } from '@/server/media/signed-url';

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const SESSION = '0b6f6f3e-2c1d-4c53-9d7c-8d0f4a1e5b21';
const OTHER_SESSION = '7d1e0c52-96a4-4f0e-b3f2-2f55c7d0e9aa';
const NOW = 1_700_000_003;

const LIVE = `#EXTM3U
#EXT-X-VERSION:6
#EXT-X-TARGETDURATION:1
#EXT-X-MEDIA-SEQUENCE:4
#EXT-X-INDEPENDENT-SEGMENTS
#EXTINF:1.000000,
segment-00000004.ts
#EXTINF:0.990000,
segment-00000005.ts
`;

describe('playlists', () => {
  it('reads a whole playlist: its first number, its segments and lengths, and whether it ended', () => {
    expect(parsePlaylist(LIVE)).toEqual({
      mediaSequence: 4,
      segments: [
        { uri: 'segment-00000004.ts', seconds: 1 },
        { uri: 'segment-00000005.ts', seconds: 0.99 },
      ],
      ended: false,
    });
    expect(parsePlaylist(`${LIVE}#EXT-X-ENDLIST\n`)?.ended).toBe(true);
    expect(parsePlaylist(LIVE.replace(/\n/g, '\r\n'))?.segments).toHaveLength(2);
  });

  it('refuses a playlist caught empty or cut short mid-write', () => {
    expect(parsePlaylist('')).toBeNull();
    expect(parsePlaylist('#EXTM3U\n#EXT-X-VERSION:6\n')).toBeNull();
    // Every cut of the text before its last newline is refused, except those ending right after a whole entry.
    for (let cut = 1; cut < LIVE.length; cut++) {
      const parsed = parsePlaylist(LIVE.slice(0, cut));
      if (parsed) expect(LIVE[cut - 1]).toBe('\n');
      if (parsed) expect(LIVE.slice(0, cut).trimEnd().split('\n').at(-1)).toMatch(/^segment-\d{8}\.ts$/);
    }
    expect(parsePlaylist(LIVE.slice(0, LIVE.indexOf('segment-00000005.ts')))).toBeNull();
    expect(parsePlaylist('not a playlist\n')).toBeNull();
    expect(parsePlaylist('#EXTM3U\n#EXTINF:abc,\nsegment-00000001.ts\n')).toBeNull();
  });

  it('adds the end mark once', () => {
    const ended = withEndList(LIVE);
    expect(ended.endsWith('segment-00000005.ts\n#EXT-X-ENDLIST\n')).toBe(true);
    expect(withEndList(ended)).toBe(ended);
    expect(withEndList(LIVE.trimEnd())).toBe(ended);
  });

  it('rewrites segment lines and the URI of key and map tags, and nothing else', () => {
    const text = `${LIVE}#EXT-X-KEY:METHOD=AES-128,URI="key-000000000001.key",IV=0x01\n#EXT-X-MAP:URI="init-00000000000.mp4"\n`;
    const out = rewritePlaylistUris(text, (uri) => `signed/${uri}`);
    expect(out).toContain('\nsigned/segment-00000004.ts\n');
    expect(out).toContain('URI="signed/key-000000000001.key",IV=0x01');
    expect(out).toContain('#EXT-X-MAP:URI="signed/init-00000000000.mp4"');
    expect(out).toContain('#EXT-X-MEDIA-SEQUENCE:4\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXTINF:1.000000,\n');
  });
});

describe('signed segment addresses', () => {
  const signer = { secret: SECRET, nowSeconds: () => NOW };

  it('gives a viewer a playlist whose every segment is signed for them, relative to the playlist', () => {
    const copy = viewerPlaylist(LIVE, { signer, sessionId: SESSION, viewerId: 'viewer-1' });
    const lines = copy.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(lines).toHaveLength(2);
    for (const [i, line] of lines.entries()) {
      const url = new URL(line, `http://site/api/live/${SESSION}/index.m3u8`);
      expect(url.pathname).toBe(`/api/live/${SESSION}/segment-0000000${4 + i}.ts`);
      const q = Object.fromEntries(url.searchParams);
      expect(q.viewer).toBe('viewer-1');
      expect(verifyLiveQuery(SECRET, SESSION, `segment-0000000${4 + i}.ts`, q, NOW)).toMatchObject({ ok: true, viewerId: 'viewer-1' });
    }
    // The rest of the playlist is as ffmpeg wrote it.
    expect(copy.replace(/\?[^\n]*/g, '')).toBe(LIVE);
  });

  it('binds a signature to its session, segment, viewer and expiry', () => {
    const expiresAt = NOW + 30;
    const q = Object.fromEntries(new URLSearchParams(signLiveQuery(SECRET, SESSION, 'segment-00000004.ts', { expiresAt, viewerId: 'viewer-1' })));
    expect(verifyLiveQuery(SECRET, SESSION, 'segment-00000004.ts', q, NOW)).toEqual({ ok: true, viewerId: 'viewer-1', expiresAt });
    expect(verifyLiveQuery(SECRET, OTHER_SESSION, 'segment-00000004.ts', q, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLiveQuery(SECRET, SESSION, 'segment-00000005.ts', q, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLiveQuery(SECRET, SESSION, 'segment-00000004.ts', { ...q, viewer: 'viewer-2' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLiveQuery(SECRET, SESSION, 'segment-00000004.ts', { ...q, viewer: undefined }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLiveQuery(SECRET, SESSION, 'segment-00000004.ts', { ...q, expires: String(expiresAt + 3600) }, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLiveQuery('another-secret-another-secret-000000', SESSION, 'segment-00000004.ts', q, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLiveQuery(SECRET, SESSION, 'segment-00000004.ts', q, expiresAt + 1)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyLiveQuery(SECRET, SESSION, 'segment-00000004.ts', {}, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifyLiveQuery(SECRET, SESSION, 'segment-00000004.ts', { ...q, expires: '-5' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('keeps live and file signatures apart', () => {
    const key = liveKey(SESSION, 'segment-00000004.ts');
    const fileQuery = Object.fromEntries(new URLSearchParams(signQuery(SECRET, key, { expiresAt: NOW + 30, viewerId: 'viewer-1' })));
    expect(verifyLiveQuery(SECRET, SESSION, 'segment-00000004.ts', fileQuery, NOW)).toEqual({ ok: false, reason: 'invalid' });
    const liveQuery = Object.fromEntries(new URLSearchParams(signLiveQuery(SECRET, SESSION, 'segment-00000004.ts', { expiresAt: NOW + 30, viewerId: 'viewer-1' })));
    expect(verifyQuery(SECRET, key, liveQuery, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('rounds expiries up to ten seconds, so playlists fetched a second apart sign the same addresses', () => {
    expect(liveExpiry({ ...signer, nowSeconds: () => 1_700_000_000 })).toBe(1_700_000_030);
    expect(liveExpiry({ ...signer, nowSeconds: () => 1_700_000_001 })).toBe(1_700_000_040);
    expect(liveExpiry({ ...signer, nowSeconds: () => 1_700_000_009 })).toBe(1_700_000_040);
    const a = viewerPlaylist(LIVE, { signer: { ...signer, nowSeconds: () => 1_700_000_001 }, sessionId: SESSION, viewerId: null });
    const b = viewerPlaylist(LIVE, { signer: { ...signer, nowSeconds: () => 1_700_000_002 }, sessionId: SESSION, viewerId: null });
    expect(a).toBe(b);
    expect(a).not.toContain('viewer=');
  });
});

describe('session ids and keys', () => {
  it('takes lowercase UUIDs only, and names files by a fixed pattern', () => {
    expect(isLiveSessionId(SESSION)).toBe(true);
    for (const bad of [SESSION.toUpperCase(), `${SESSION}/..`, '..', '', 'x'.repeat(36), `${SESSION} `]) expect(isLiveSessionId(bad)).toBe(false);
    expect(liveKey(SESSION, 'segment-00000004.ts')).toBe(`private/live/${SESSION}/segment-00000004.ts`);
    expect(liveKey(SESSION, 'playlist-current.m3u8')).toBe(`private/live/${SESSION}/playlist-current.m3u8`);
    expect(() => liveKey(SESSION, '../../x.ts')).toThrow(/Not a live file name/);
    expect(() => liveKey('../x', 'segment-00000004.ts')).toThrow(/Invalid live session id/);
  });
});

describe('codec detection', () => {
  /** A Matroska head: EBML magic, a track naming `codec`, then (optionally) the first cluster. */
  const matroska = (codec: string | null, cluster: boolean, frameBytes = '') =>
    Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      Buffer.from(`....webm....${codec ? `\x86\x8f${codec}` : ''}..A_OPUS..`, 'latin1'),
      cluster ? Buffer.from([0x1f, 0x43, 0xb6, 0x75]) : Buffer.alloc(0),
      Buffer.from(frameBytes, 'latin1'),
    ]);

  it('reads the video codec of WebM/Matroska from its track entries', () => {
    expect(sniffVideoCodec('webm', matroska('V_MPEG4/ISO/AVC', true))).toBe('h264');
    expect(sniffVideoCodec('webm', matroska('V_VP8', true))).toBe('other');
    expect(sniffVideoCodec('webm', matroska('V_VP9', false))).toBe('other');
    expect(sniffVideoCodec('webm', matroska('V_THEORA', true))).toBe('other');
    // Not yet told: no track named, no frame begun.
    expect(sniffVideoCodec('webm', matroska(null, false))).toBe('unknown');
    // Sound alone; what frames happen to spell does not count.
    expect(sniffVideoCodec('webm', matroska(null, true, 'xxV_MPEG4/ISO/AVCxx'))).toBe('none');
  });

  it('reads the codec id of the first FLV video tag', () => {
    const header = Buffer.from([0x46, 0x4c, 0x56, 0x01, 0x05, 0, 0, 0, 9, 0, 0, 0, 0]);
    const tag = (type: number, data: Buffer) => {
      const head = Buffer.alloc(11);
      head[0] = type;
      head.writeUIntBE(data.length, 1, 3);
      const size = Buffer.alloc(4);
      size.writeUInt32BE(11 + data.length);
      return Buffer.concat([head, data, size]);
    };
    const script = tag(18, Buffer.from('onMetaData......'));
    expect(sniffVideoCodec('flv', Buffer.concat([header, script, tag(9, Buffer.from([0x17, 0, 0, 0, 0]))]))).toBe('h264');
    expect(sniffVideoCodec('flv', Buffer.concat([header, script, tag(9, Buffer.from([0x14, 0, 0, 0]))]))).toBe('other');
    expect(sniffVideoCodec('flv', Buffer.concat([header, script]))).toBe('unknown');
    const audioOnly = Buffer.from(header);
    audioOnly[4] = 0x04;
    expect(sniffVideoCodec('flv', audioOnly)).toBe('none');
  });

  it('reads the codec a recorder MIME type names', () => {
    expect(videoCodecOfMimeType('video/webm;codecs=h264')).toBe('h264');
    expect(videoCodecOfMimeType('video/webm; codecs="avc1.42E01E,opus"')).toBe('h264');
    expect(videoCodecOfMimeType('video/x-matroska;codecs=avc1')).toBe('h264');
    expect(videoCodecOfMimeType('video/webm;codecs=vp8,opus')).toBe('other');
    expect(videoCodecOfMimeType('video/webm;codecs=vp09.00.10.08')).toBe('other');
    expect(videoCodecOfMimeType('video/webm')).toBeNull();
  });
});

describe('the ffmpeg command line', () => {
  const base = { input: 'webm' as const, dir: '/tmp/live-x', segmentSeconds: 1, listSize: 6 };

  it('copies H.264 and encodes only the sound', () => {
    const args = liveFfmpegArgs({ ...base, mode: 'copy' });
    expect(args.join(' ')).toContain('-c:v copy -c:a aac');
    expect(args).not.toContain('libx264');
    expect(args.join(' ')).toContain('-probesize 64k -analyzeduration 500000 -f matroska -i pipe:0');
    expect(args.join(' ')).toContain('-f hls -hls_time 1 -hls_list_size 6 -hls_flags independent_segments -hls_segment_filename /tmp/live-x/segment-%08d.ts /tmp/live-x/index.m3u8');
  });

  it('transcodes anything else with x264, a keyframe at every segment', () => {
    const args = liveFfmpegArgs({ ...base, input: 'flv', mode: 'transcode', segmentSeconds: 2 });
    expect(args.join(' ')).toContain('-f flv -i pipe:0');
    expect(args.join(' ')).toContain('-c:v libx264 -preset veryfast -tune zerolatency');
    expect(args.join(' ')).toContain('-force_key_frames expr:gte(t,n_forced*2)');
    // Frames keep their own times: no constant rate made up for a recording that names none.
    expect(args.join(' ')).toContain('-vsync passthrough');
  });
});
