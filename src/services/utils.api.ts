// Small site-wide checks.
import type { z } from 'zod';
import { INTERNAL_SECRET_HEADER } from '@/contracts/shell-values';
import type { blockCheckResult } from '@/contracts/settings';
import { request } from '@/lib/request';

export type BlockCheckResult = z.infer<typeof blockCheckResult>;

export const utilsService = {
  /**
   * Site-wide geo-block check. In the browser the API sees the visitor's own address; the page
   * renderer on the server passes the visitor's IP and proves with the internal secret that it may.
   */
  checkCountryBlock: (ip?: string) => {
    const headers: Record<string, string> = {};
    const secret = typeof window === 'undefined' ? process.env.INTERNAL_API_SECRET : undefined;
    if (ip && secret) {
      headers['x-client-ip'] = ip;
      headers[INTERNAL_SECRET_HEADER] = secret;
    }
    return request<BlockCheckResult>('/block/countries/check', { query: { fromServerRequest: 'true' }, headers });
  },
};
