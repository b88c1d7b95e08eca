// The photo manager's uploads in flight: several pictures are sent at once, each with its own progress and
// cancel. A finished or cancelled upload leaves the queue (the photo list takes over); a failed one stays
// with its reason until dismissed.
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/heic'] as const;
export const PHOTO_WRONG_TYPE = 'Choose JPEG, PNG, WebP, AVIF, GIF or HEIC pictures.';

export interface QueuedUpload {
  key: string;
  name: string;
  /** 0-100. */
  percent: number;
  /** Why the server refused it; null while sending. */
  error: string | null;
}

export type UploadQueueAction =
  | { type: 'added'; key: string; name: string }
  | { type: 'progressed'; key: string; percent: number }
  | { type: 'failed'; key: string; error: string }
  /** Finished, cancelled or dismissed: the row goes. */
  | { type: 'removed'; key: string };

export function uploadQueue(state: QueuedUpload[], action: UploadQueueAction): QueuedUpload[] {
  switch (action.type) {
    case 'added':
      return [...state, { key: action.key, name: action.name, percent: 0, error: null }];
    case 'progressed':
      // Progress can arrive after a cancel removed the row: it must not bring it back.
      return state.map((u) => (u.key === action.key && u.error === null ? { ...u, percent: Math.max(u.percent, action.percent) } : u));
    case 'failed':
      return state.map((u) => (u.key === action.key ? { ...u, error: action.error } : u));
    case 'removed':
      return state.filter((u) => u.key !== action.key);
    default:
      return state;
  }
}

/** The picked files split into those the server reads and those it would refuse for their type. */
export function splitByType(files: readonly File[]): { accepted: File[]; refused: File[] } {
  const accepted: File[] = [];
  const refused: File[] = [];
  // Some systems give no type (HEIC on older browsers): the server checks the content anyway.
  for (const file of files) ((!file.type || (PHOTO_TYPES as readonly string[]).includes(file.type)) ? accepted : refused).push(file);
  return { accepted, refused };
}
