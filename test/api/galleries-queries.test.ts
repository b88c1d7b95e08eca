// Galleries and photos are presented a page at a time in a fixed number of queries, whatever the page's
// length (the presenters' own lookups; entitlement is counted in its own tests). A gallery page needs its
// authors and the viewer's reactions, built per call, and its covers with their files and photo counts in one
// prepared statement (not counted here: built once); photos need their galleries' covers.
import type { Db } from '@/server/db/client';
import { createContentLookups } from '@/server/modules/content/content-lookups';
import { createGalleryPresenter } from '@/server/modules/galleries/galleries.presenter';
import type { GalleryRow } from '@/server/modules/galleries/galleries.table';
import { createPhotoPresenter } from '@/server/modules/galleries/photos.presenter';
import { createPhotosRepo } from '@/server/modules/galleries/photos.repo';
import { createGallery, createPhoto } from '../factories/galleries';
import type { Cast } from '../factories/users';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));

const db = () => ctx.database.db;

describe('presenting lists', () => {
  it('takes the same number of queries for 3 galleries or photos as for 12', async () => {
    let queries = 0;
    // Counts every query the presenters' own lookups start.
    const counted = new Proxy(db(), {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (typeof name === 'string' && name.startsWith('select')) queries += 1;
          return value.apply(target, args);
        };
      },
    }) as Db;
    const { entitlement, mediaFiles, storage } = ctx.app.services;
    const lookups = createContentLookups(counted);
    const photosRepo = createPhotosRepo(counted);
    const galleriesOf = createGalleryPresenter({ lookups, photosRepo, entitlement, mediaFiles, storage });
    const photosOf = createPhotoPresenter({ lookups, photosRepo, mediaFiles });
    const many: GalleryRow[] = [];
    for (let i = 0; i < 12; i++) {
      const row = await createGallery(db(), cast.owner);
      await createPhoto(db(), row);
      many.push(row);
    }
    const photoRows = await Promise.all(many.map(async (g) => (await createPhoto(db(), g)).row));
    const viewer = { userId: cast.fan.id, countryCode: null };
    const measure = async (present: () => Promise<unknown[]>, expected: number) => {
      queries = 0;
      expect(await present()).toHaveLength(expected);
      return queries;
    };
    // Statements of a fixed shape are built and prepared on their first use: warm them first.
    await galleriesOf.present(viewer, many.slice(0, 1));
    await photosOf.present(viewer, photoRows.slice(0, 1), () => true);
    const few = await measure(() => galleriesOf.present(viewer, many.slice(0, 3)), 3);
    expect(await measure(() => galleriesOf.present(viewer, many), 12)).toBe(few);
    const fewPhotos = await measure(() => photosOf.present(viewer, photoRows.slice(0, 3), () => true), 3);
    expect(await measure(() => photosOf.present(viewer, photoRows, () => true), 12)).toBe(fewPhotos);
    expect([few, fewPhotos]).toEqual([2, 1]);
  });
});
