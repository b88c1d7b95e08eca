// Which video codec a live input carries, read from its first bytes before ffmpeg starts, so H.264 can be
// copied (a few percent of a core) and anything else transcoded (a quarter of a core or more).
// WebM/Matroska names its codecs in the Tracks element at the start (V_MPEG4/ISO/AVC, V_VP8, V_VP9, V_AV1);
// FLV gives each video tag a codec id (7 is AVC).

export type LiveInputFormat = 'webm' | 'flv';

/** What the head of the stream says: a codec, or 'unknown' when it names none yet (more bytes may tell). */
export type SniffedVideo = 'h264' | 'other' | 'none' | 'unknown';

const MATROSKA_VIDEO_CODECS: Array<[string, SniffedVideo]> = [
  ['V_MPEG4/ISO/AVC', 'h264'],
  ['V_VP8', 'other'],
  ['V_VP9', 'other'],
  ['V_AV1', 'other'],
  ['V_MPEGH/ISO/HEVC', 'other'],
];

/** The first Cluster (where frames start): the Tracks element always comes before it. */
const MATROSKA_CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);

function sniffMatroska(head: Buffer): SniffedVideo {
  // Only what comes before the first frames is read: frame bytes could spell anything.
  const cluster = head.indexOf(MATROSKA_CLUSTER_ID);
  const text = (cluster >= 0 ? head.subarray(0, cluster) : head).toString('latin1');
  for (const [codecId, kind] of MATROSKA_VIDEO_CODECS) if (text.includes(codecId)) return kind;
  if (/V_[A-Z0-9]/.test(text)) return 'other';
  // Frames began and no track named a video codec: a stream of sound alone.
  return cluster >= 0 ? 'none' : 'unknown';
}

const FLV_HEADER = 9;
const FLV_TAG_HEADER = 11;
const FLV_VIDEO_TAG = 9;
const FLV_AVC = 7;

function sniffFlv(head: Buffer): SniffedVideo {
  if (head.length < FLV_HEADER || head.toString('latin1', 0, 3) !== 'FLV') return head.length < 3 ? 'unknown' : 'other';
  const flags = head[4]!;
  if (!(flags & 0x01)) return 'none';
  // Tags follow the header and the 4-byte size of the (absent) previous tag.
  let offset = head.readUInt32BE(5) + 4;
  while (offset + FLV_TAG_HEADER < head.length) {
    const type = head[offset]! & 0x1f;
    const size = head.readUIntBE(offset + 1, 3);
    if (type === FLV_VIDEO_TAG) return (head[offset + FLV_TAG_HEADER]! & 0x0f) === FLV_AVC ? 'h264' : 'other';
    offset += FLV_TAG_HEADER + size + 4;
  }
  return 'unknown';
}

export function sniffVideoCodec(format: LiveInputFormat, head: Buffer): SniffedVideo {
  return format === 'flv' ? sniffFlv(head) : sniffMatroska(head);
}

/**
 * The codec named in a MediaRecorder MIME type ("video/webm;codecs=h264,opus", "video/x-matroska;codecs=avc1"),
 * or null when it names none.
 */
export function videoCodecOfMimeType(mimeType: string): 'h264' | 'other' | null {
  const codecs = /codecs\s*=\s*"?([^";]+)"?/i.exec(mimeType)?.[1];
  if (!codecs) return null;
  const list = codecs.split(',').map((c) => c.trim().toLowerCase());
  if (list.some((c) => c === 'h264' || c.startsWith('avc1') || c.startsWith('avc3'))) return 'h264';
  if (list.some((c) => c === 'vp8' || c.startsWith('vp9') || c.startsWith('vp09') || c.startsWith('av01') || c === 'av1')) return 'other';
  return null;
}
