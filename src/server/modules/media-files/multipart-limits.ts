// The multipart parser's own cap for a route that takes media. The app registers @fastify/multipart
// with the small MAX_UPLOAD_MB as its default, which the picture and document routes rely on (they read
// the parser's cut-off as their size limit). A media route raises the cap for its request to the largest
// kind it takes; openUpload then holds each file to its own kind's limit while it streams.
import { largestLimitMb, megabytes, type UploadKind, type UploadLimits } from '../../media/upload-limits';

export function multipartLimitsFor(limits: UploadLimits, kinds: readonly UploadKind[]): { limits: { fileSize: number } } {
  return { limits: { fileSize: megabytes(largestLimitMb(limits, kinds)) } };
}
