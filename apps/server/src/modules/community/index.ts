export { hotWeights } from './blog.service.ts';
export { community, CommunitySearchType, type CommunityModule } from './community.module.ts';
