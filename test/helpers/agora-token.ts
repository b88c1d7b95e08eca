// Reads an Agora AccessToken2 ("007") as Agora does, without the library that wrote it: the version "007", then
// base64 of zlib-deflated bytes holding the signature and the signed part (app id, issue time, lifetime, salt,
// and the services: for RTC the privileges with their lifetimes, the channel and the uid). All integers are
// little-endian; strings and byte strings carry a 16-bit length. The signature is checked against the app
// certificate the same way: HMAC-SHA256 keyed by the issue time over the certificate, then keyed by the salt,
// then used as the key over the signed part.
import { createHmac, timingSafeEqual } from 'node:crypto';
import zlib from 'node:zlib';

/** RTC privileges by their number in the token. */
export const RTC_PRIVILEGES = { 1: 'joinChannel', 2: 'publishAudio', 3: 'publishVideo', 4: 'publishData' } as const;
export type RtcPrivilege = (typeof RTC_PRIVILEGES)[keyof typeof RTC_PRIVILEGES];

export interface DecodedAgoraToken {
  appId: string;
  /** Seconds since 1970. */
  issuedAt: number;
  /** The token's lifetime in seconds from issuedAt. */
  expire: number;
  salt: number;
  rtc: { channel: string; uid: string; privileges: Partial<Record<RtcPrivilege, number>> } | null;
  /** The token was signed with this certificate. */
  signedWith(certificate: string): boolean;
}

class Reader {
  private at = 0;
  constructor(private readonly buf: Buffer) {}
  uint16() {
    const v = this.buf.readUInt16LE(this.at);
    this.at += 2;
    return v;
  }
  uint32() {
    const v = this.buf.readUInt32LE(this.at);
    this.at += 4;
    return v;
  }
  bytes() {
    const length = this.uint16();
    const v = this.buf.subarray(this.at, this.at + length);
    this.at += length;
    return v;
  }
  string() {
    return this.bytes().toString('utf8');
  }
  get offset() {
    return this.at;
  }
}

const uint32 = (v: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(v);
  return b;
};
const hmac = (key: Buffer, message: Buffer | string) => createHmac('sha256', key).update(message).digest();

export function decodeAgoraToken(token: string): DecodedAgoraToken {
  if (!token.startsWith('007')) throw new Error(`Not an AccessToken2: ${token.slice(0, 10)}`);
  const content = zlib.inflateSync(Buffer.from(token.slice(3), 'base64'));
  const outer = new Reader(content);
  const signature = outer.bytes();
  const signed = content.subarray(outer.offset);
  const r = new Reader(signed);
  const appId = r.string();
  const issuedAt = r.uint32();
  const expire = r.uint32();
  const salt = r.uint32();
  const services = r.uint16();
  let rtc: DecodedAgoraToken['rtc'] = null;
  for (let i = 0; i < services; i++) {
    const type = r.uint16();
    const privileges: Record<string, number> = {};
    for (let n = r.uint16(); n > 0; n--) {
      const key = r.uint16();
      privileges[RTC_PRIVILEGES[key as keyof typeof RTC_PRIVILEGES] ?? String(key)] = r.uint32();
    }
    if (type !== 1) throw new Error(`The token holds a service other than RTC (type ${type})`);
    rtc = { channel: r.string(), uid: r.string(), privileges };
  }
  return {
    appId,
    issuedAt,
    expire,
    salt,
    rtc,
    signedWith(certificate) {
      const signing = hmac(uint32(salt), hmac(uint32(issuedAt), certificate));
      const expected = hmac(signing, signed);
      return expected.length === signature.length && timingSafeEqual(expected, signature);
    },
  };
}
