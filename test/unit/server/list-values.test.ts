// The creator, admin and account pages read their status lists and sort keys from src/contracts/list-values.ts,
// a file without zod: they must be the ones the contract files export and validate with.
import fs from 'node:fs';
import path from 'node:path';
import * as list from '@/contracts/list-values';
import { documentTypes, verificationStatuses } from '@/contracts/performers';
import { orderStatus, orderStatuses } from '@/contracts/orders';
import { CANCELLED_BY_PERFORMER, payoutStatus, payoutStatuses } from '@/contracts/payouts';
import { earningType, earningTypes } from '@/contracts/wallet';
import { galleryStatuses } from '@/contracts/galleries';
import { ownVideoSearchQuery, videoSortKeys, videoStatuses } from '@/contracts/videos';
import { genders } from '@/contracts/users';
import * as streams from '@/contracts/streams';
import * as payments from '@/contracts/payments';
import * as agora from '@/contracts/agora';
import * as messages from '@/contracts/messages';
import { performerDocumentFields } from '@/contracts/auth';
import { DEFAULT_PRODUCT_IMAGE, PRODUCT_FILE_FIELDS, productFileRoles } from '@/contracts/products';

describe('list contract values', () => {
  it('are the ones the contract files export', () => {
    expect(genders).toBe(list.genders);
    expect(verificationStatuses).toBe(list.verificationStatuses);
    expect(documentTypes).toBe(list.documentTypes);
    expect(performerDocumentFields).toBe(list.documentTypes);
    expect(orderStatuses).toBe(list.orderStatuses);
    expect(payoutStatuses).toBe(list.payoutStatuses);
    expect(CANCELLED_BY_PERFORMER).toBe(list.CANCELLED_BY_PERFORMER);
    expect(earningTypes).toBe(list.earningTypes);
    expect(galleryStatuses).toBe(list.galleryStatuses);
    expect(videoStatuses).toBe(list.videoStatuses);
    expect([...videoSortKeys]).toEqual([...list.videoSortKeys]);
    expect(productFileRoles).toBe(list.productFileRoles);
    expect(PRODUCT_FILE_FIELDS).toBe(list.PRODUCT_FILE_FIELDS);
    expect(DEFAULT_PRODUCT_IMAGE).toBe(list.DEFAULT_PRODUCT_IMAGE);
    expect(streams.HEARTBEAT_INTERVAL_SECONDS).toBe(list.HEARTBEAT_INTERVAL_SECONDS);
    expect(streams.PRIVATE_REQUEST_SECONDS).toBe(list.PRIVATE_REQUEST_SECONDS);
    expect(streams.PRIVATE_HEARTBEAT_INTERVAL_SECONDS).toBe(list.PRIVATE_HEARTBEAT_INTERVAL_SECONDS);
    expect(streams.PRIVATE_HEARTBEAT_TIMEOUT_SECONDS).toBe(list.PRIVATE_HEARTBEAT_TIMEOUT_SECONDS);
    expect(streams.PRIVATE_MINUTE_SECONDS).toBe(list.PRIVATE_MINUTE_SECONDS);
    expect(payments.generateCouponCode).toBe(list.generateCouponCode);
    expect(payments.COUPON_CODE_ALPHABET).toBe(list.COUPON_CODE_ALPHABET);
    expect(agora.AGORA_PERFORMER_UID).toBe(list.AGORA_PERFORMER_UID);
    expect(agora.AGORA_PRIVATE_FAN_UID).toBe(list.AGORA_PRIVATE_FAN_UID);
    expect(messages.MAX_MESSAGE_LENGTH).toBe(list.MAX_MESSAGE_LENGTH);
    expect(messages.MAX_MESSAGE_FILES).toBe(list.MAX_MESSAGE_FILES);
    expect(messages.MAX_STREAM_MESSAGE_LENGTH).toBe(list.MAX_STREAM_MESSAGE_LENGTH);
  });

  it('are what the schemas accept, and nothing else', () => {
    for (const status of list.orderStatuses) expect(orderStatus.safeParse(status).success).toBe(true);
    expect(orderStatus.safeParse('lost').success).toBe(false);
    for (const status of list.payoutStatuses) expect(payoutStatus.safeParse(status).success).toBe(true);
    expect(payoutStatus.safeParse('cancelled').success).toBe(false);
    for (const type of list.earningTypes) expect(earningType.safeParse(type).success).toBe(true);
    expect(earningType.safeParse('refund').success).toBe(false);
    for (const sortBy of list.videoSortKeys) expect(ownVideoSearchQuery.safeParse({ sortBy }).success).toBe(true);
    expect(ownVideoSearchQuery.safeParse({ sortBy: 'price' }).success).toBe(false);
    for (const status of list.videoStatuses) expect(ownVideoSearchQuery.safeParse({ status }).success).toBe(true);
    expect(ownVideoSearchQuery.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(payments.couponBody.shape.code.safeParse(list.generateCouponCode()).success).toBe(true);
  });

  it('import nothing, so loading them never loads zod', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../../src/contracts/list-values.ts'), 'utf8');
    expect(source.match(/^import .*$/gm)).toBeNull();
  });
});
