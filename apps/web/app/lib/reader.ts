import { readerContracts, type Reader } from '@school/contracts';
import type { Requester } from './request';
import type { SchoolStoreApi } from './store';

/**
 * The signed-in reader in one call (decision 0089): the user, the header's unread count and the
 * account menu's class-admin entry, read in the browser after the page (decision 0016) when the
 * session starts up, and after a sign-in.
 */
export const readReader = (api: Requester): Promise<Reader> => api.storeRequest(readerContracts.viewReader);

/** Reads the reader again and puts it in the store (after a sign-in: the unread count and class-admin entry). */
export async function refreshReader(store: SchoolStoreApi, api: Requester): Promise<void> {
  store.getState().setReader(await readReader(api));
}
