import { addContracts } from './all-contracts.ts';
import { defineContracts } from './route.ts';
import { communityBlogContracts, communityPublicContracts } from './community/blog.ts';
import { communityBloggerContracts } from './community/blogger.ts';
import { communityConsoleContracts } from './community/console.ts';
import { communityQuestionContracts } from './community/question.ts';
import { communitySettingsContracts } from './community/settings.ts';

/**
 * 社区（issue 14）：博客与博主、问答、资讯（articleType 2 的文章）、点赞收藏关注、运营审核与防刷。
 * 所有时间为 `yyyy-MM-dd HH:mm:ss`；编号都是字符串。富文本字段（content）由服务端按白名单净化后保存，
 * 页面可直接作为 HTML 显示：保留标题、列表、引用、代码、http(s) 链接（加 rel="nofollow"）和本站存储的图片，
 * 脚本、样式、事件属性和 iframe 一律去掉（不报错）。评论内容同样是净化后的 HTML。
 */
export * from './community/codes.ts';
export * from './community/blog.ts';
export * from './community/comment.ts';
export * from './community/blogger.ts';
export * from './community/question.ts';
export * from './community/console.ts';
export * from './community/settings.ts';

export const communityContracts = defineContracts({
  ...communityPublicContracts,
  ...communityBloggerContracts,
  ...communityBlogContracts,
  ...communityQuestionContracts,
  ...communityConsoleContracts,
  ...communitySettingsContracts,
});

/** This file's tables in `allContracts`. */
export const communityContractGroups = addContracts({ community: communityContracts });
type CommunityContractGroups = typeof communityContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends CommunityContractGroups {}
}
