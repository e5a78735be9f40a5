/**
 * Live lessons (decision 0069). The live chat asks `roomAccess(siteId, userId, periodId)` whether a user
 * may enter a lesson's room (as its teacher or a viewer) and whether it is live, and adds
 * `hlsViewers(broadcastId)` to its own socket count.
 */
export { live } from './live.module.ts';
export type { LiveService } from './live.service.ts';
