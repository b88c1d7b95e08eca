// Loads a page of the performers directory, on the server for the first visit (with the visitor's session
// and address, so blocks and follow marks apply) or in the browser when the search changes.
import type { List } from '@/contracts/common';
import type { PublicPerformer } from '@/contracts/performers';
import { getResponseError } from '@/lib/errors';
import { performerService } from '@/services/performer.api';
import type { PerformerSearch } from './search-query';

export type DirectoryLoad = { state: 'found'; result: List<PublicPerformer> } | { state: 'error'; message: string };

export async function loadPerformers(search: PerformerSearch, headers?: Record<string, string>): Promise<DirectoryLoad> {
  try {
    const res = await performerService.search(search, headers);
    return { state: 'found', result: res.data };
  } catch (e) {
    return { state: 'error', message: getResponseError(e) };
  }
}
