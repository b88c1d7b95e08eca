// The video form's checks and the requests it makes, read back through the contracts' own schemas.
import { createVideoFields, updateVideoFields } from '@/contracts/videos';
import {
  FILM_REQUIRED,
  hasOwnThumbnail,
  newVideoValues,
  replacementFormOf,
  SCHEDULE_REQUIRED,
  uploadFormOf,
  valuesOf,
  VIDEO_PRICE_REQUIRED,
  videoFieldsOf,
  videoPriceError,
  videoScheduleError,
  type VideoFormValues,
} from '@/components/video/video-form-values';
import { filmFactory, videoFactory } from '../../helpers/content-fixtures';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const at = (iso: string) => {
  const d = new Date(iso);
  return { toISOString: () => d.toISOString(), valueOf: () => d.getTime() };
};
const film = () => new File([new Uint8Array([0, 0, 0, 24])], 'clip.mp4', { type: 'video/mp4' });
const cover = () => new File([new Uint8Array([255, 216])], 'cover.jpg', { type: 'image/jpeg' });
/** The text fields of a form as the server's multipart reader collects them. */
const fieldsOf = (form: FormData) => Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
const fileNames = (form: FormData) => [...form.entries()].filter(([, v]) => typeof v !== 'string').map(([k, v]) => `${k}:${(v as File).name}`);

describe('video form checks', () => {
  it('needs a valid price only for sale', () => {
    expect(videoPriceError('sale', null)).toBe(VIDEO_PRICE_REQUIRED);
    expect(videoPriceError('sale', 4.999)).toBe('Price can have at most two decimals');
    expect(videoPriceError('sale', 4.5)).toBeNull();
    expect(videoPriceError('subscribers', null)).toBeNull();
  });

  it('needs a future moment only when scheduling', () => {
    expect(videoScheduleError('scheduled', null, { now: NOW })).toBe(SCHEDULE_REQUIRED);
    expect(videoScheduleError('scheduled', null, { now: NOW, keepsCurrent: true })).toBeNull();
    expect(videoScheduleError('scheduled', at('2026-11-21T11:00:00Z'), { now: NOW, keepsCurrent: true })).toBe('Choose a time in the future');
    expect(videoScheduleError('scheduled', at('2026-11-22T11:00:00Z'), { now: NOW })).toBeNull();
    expect(videoScheduleError('inactive', null, { now: NOW })).toBeNull();
    expect(FILM_REQUIRED).toMatch(/video/);
  });
});

describe('uploadFormOf', () => {
  it('sends the fields first, then the film, cover and teaser, and the API reads the fields back', () => {
    const values: VideoFormValues = { ...newVideoValues(), title: ' Sunset ', description: 'Warm', tags: ['Beach', 'sun', 'beach', ' '], access: 'sale', price: 4.5 };
    const form = uploadFormOf(values, { file: film(), thumbnail: cover(), teaser: null });
    expect([...form.keys()].slice(-2)).toEqual(['file', 'thumbnail']);
    expect(fileNames(form)).toEqual(['file:clip.mp4', 'thumbnail:cover.jpg']);
    expect(fieldsOf(form)).toEqual({ title: 'Sunset', description: 'Warm', tags: 'beach,sun', access: 'sale', price: '4.5', status: 'active' });
    expect(createVideoFields.parse(fieldsOf(form))).toMatchObject({ title: 'Sunset', tags: ['beach', 'sun'], access: 'sale', price: 4.5, status: 'active' });
  });

  it('schedules without a status, and leaves the price out unless for sale', () => {
    const values: VideoFormValues = { ...newVideoValues(), title: 'Later', access: 'free', price: 3, visibility: 'scheduled', scheduledAt: at('2026-12-01T18:00:00Z') };
    const fields = fieldsOf(uploadFormOf(values, { file: film() }));
    expect(fields).toEqual({ title: 'Later', access: 'free', isSchedule: 'true', scheduledAt: '2026-12-01T18:00:00.000Z' });
    expect(createVideoFields.parse(fields)).toMatchObject({ isSchedule: true, scheduledAt: '2026-12-01T18:00:00.000Z' });
  });
});

describe('edits', () => {
  it('sends every field as JSON the API accepts, turning a schedule off when shown or hidden', () => {
    const hidden = videoFieldsOf({ ...newVideoValues(), title: 'Dusk', description: '', tags: [], visibility: 'inactive' });
    expect(hidden).toEqual({ title: 'Dusk', description: '', tags: [], access: 'free', isSchedule: false, status: 'inactive' });
    expect(updateVideoFields.parse(hidden)).toEqual(hidden);
  });

  it('starts from the video as it is, keeping a schedule unless a new moment is picked', () => {
    const video = videoFactory({ access: 'sale', price: 9.95, status: 'scheduled', scheduledAt: '2026-12-01T18:00:00.000Z' });
    const values = valuesOf(video);
    expect(values).toMatchObject({ title: 'Morning run', access: 'sale', price: 9.95, visibility: 'scheduled', scheduledAt: null });
    const kept = videoFieldsOf(values);
    expect(kept).toMatchObject({ isSchedule: true, price: 9.95 });
    expect(kept).not.toHaveProperty('scheduledAt');
    expect(kept).not.toHaveProperty('status');
    expect(updateVideoFields.parse(kept)).toEqual(kept);
    expect(videoFieldsOf({ ...values, scheduledAt: at('2026-12-02T08:00:00Z') })).toMatchObject({ isSchedule: true, scheduledAt: '2026-12-02T08:00:00.000Z' });
  });

  it('sends a multipart form only for the files being replaced', () => {
    expect(replacementFormOf({ file: null, thumbnail: undefined })).toBeNull();
    expect(fileNames(replacementFormOf({ teaser: film() })!)).toEqual(['teaser:clip.mp4']);
  });
});

describe('hasOwnThumbnail', () => {
  it('tells an own cover from the film poster, its blurred preview or the placeholder', () => {
    expect(hasOwnThumbnail(videoFactory())).toBe(true);
    expect(hasOwnThumbnail(videoFactory({ thumbnail: { url: filmFactory().thumbnails[0] } }))).toBe(false);
    expect(hasOwnThumbnail(videoFactory({ thumbnail: { url: filmFactory().preview! } }))).toBe(false);
    expect(hasOwnThumbnail(videoFactory({ thumbnail: { url: '/static/leaf.svg' } }))).toBe(false);
    expect(hasOwnThumbnail(videoFactory({ video: null }))).toBe(true);
  });
});
