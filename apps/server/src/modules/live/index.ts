/**
 * Live lessons (decision 0069). The live chat asks `roomAccess(siteId, userId, periodId)` whether a user
 * may enter a lesson's room (as its teacher or a viewer) and whether it is live, and adds
 * the users of `hlsViewers(broadcastId)` (video viewers of the last 30 s) to its socket users, one per user.
 */
export { live } from './live.module.ts';
export type { LiveService } from './live.service.ts';
