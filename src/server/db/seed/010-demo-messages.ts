// Demo messages (seed 010): a few conversations between demo fans and luna and ava, one with a
// pay-per-view photo made by the demo media tools and processed like a real upload (left out, and said so,
// without ffmpeg, which processing needs even for pictures). A conversation that already has messages is
// left alone, so running again adds nothing.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { toMinor } from '@/lib/money';
import { locateFfmpeg } from '../../media/processing';
import { createMessagesRepo } from '../../modules/messages/messages.repo';
import { messageTypeOf, summaryOf } from '../../modules/messages/messaging-rules';
import { users } from '../../modules/users/users.table';
import { DEMO_CONVERSATIONS, type DemoMessageLine } from './demo-messages.data';
import { makeDemoPhoto } from './demo-media';
import { demoMediaSizesOf } from './demo-media-sizes';
import { createDemoUploader } from './demo-uploads';
import type { Seed, SeedContext } from './types';

const MINUTE_MS = 60_000;

/** The photos go through upload and processing first, so a failure there leaves the conversation empty. */
async function writeLines(ctx: SeedContext, conversationId: string, ids: { fan: string; performer: string }, lines: readonly DemoMessageLine[], dir: string) {
  const repo = createMessagesRepo(ctx.db);
  const uploader = createDemoUploader(ctx);
  const filesOf: string[][] = [];
  for (const [i, line] of lines.entries()) {
    if (!line.photo) {
      filesOf.push([]);
      continue;
    }
    const file = await makeDemoPhoto(dir, {
      name: `message-${conversationId}-${i}`,
      caption: line.photo.caption,
      colours: ['#7c3aed', '#db2777'],
      variant: i,
      size: demoMediaSizesOf(ctx.config).photo,
    });
    filesOf.push([(await uploader.upload(ids[line.from], 'message-photo', file)).id]);
  }
  for (const [i, line] of lines.entries()) {
    const fileIds = filesOf[i];
    const type = messageTypeOf(fileIds.length ? ['message-photo'] : []);
    const price = line.photo ? toMinor(line.photo.price) : null;
    const createdAt = new Date(Date.now() - line.minutesAgo * MINUTE_MS);
    await repo.insertMessage({ conversationId, senderId: ids[line.from], type, text: line.text, fileIds, price, createdAt, updatedAt: createdAt }, summaryOf(line.text, type, price !== null));
  }
}

export const demoMessagesSeed: Seed = {
  name: '010 demo messages',
  async run(ctx) {
    const names = [...new Set(DEMO_CONVERSATIONS.flatMap((c) => [c.fan, c.performer]))];
    const rows = await ctx.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names));
    const idOf = new Map(rows.map((r) => [r.username!, r.id]));
    const repo = createMessagesRepo(ctx.db);
    const hasFfmpeg = await locateFfmpeg(ctx.config.FFMPEG_PATH).then(
      () => true,
      () => false,
    );
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'fanstage-demo-messages-'));
    let added = 0;
    try {
      for (const demo of DEMO_CONVERSATIONS) {
        const fan = idOf.get(demo.fan);
        const performer = idOf.get(demo.performer);
        if (!fan || !performer) continue;
        const { row } = await repo.findOrCreatePrivate(performer, fan);
        if ((await repo.listMessages(row.id, { limit: 1, offset: 0 })).total > 0) continue;
        const lines = hasFfmpeg ? demo.lines : demo.lines.filter((l) => !l.photo);
        if (lines.length < demo.lines.length) ctx.log.info(`messages: pay-per-view photo of ${demo.performer} skipped: ffmpeg is not available to process it`);
        await writeLines(ctx, row.id, { fan, performer }, lines, dir);
        added++;
      }
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
    ctx.log.info(`messages: ${added} demo conversations written`);
  },
};
