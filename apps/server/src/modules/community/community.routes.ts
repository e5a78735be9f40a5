import type { FastifyInstance } from 'fastify';
import { CommentTargetType, communityContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import { idOrUndefined, viewerKey } from './community.rules.ts';
import type { CommunityModule } from './index.ts';

export function registerCommunityRoutes(app: FastifyInstance, community: CommunityModule): void {
  const { labels, bloggers, blogs, questions, comments, moderation } = community;
  bindRoutes(app, communityContracts, {
    // Public
    listLabel: ({ siteId, body }) => labels.list(siteId, body.labelType ?? 1),
    listBlog: ({ siteId, body, viewer }) => blogs.list(siteId, body, viewer),
    viewBlog: ({ siteId, body, viewer }) => blogs.view(siteId, parseId(body.id), viewer),
    countBlogView: ({ siteId, body, viewer, ip }) => blogs.countView(siteId, parseId(body.id), viewerKey(viewer, ip)),
    listBlogComment: ({ siteId, body, viewer }) =>
      comments.list(siteId, CommentTargetType.blog, parseId(body.blogId), viewer?.id, body),
    searchBlog: ({ siteId, body }) => blogs.search(siteId, body),
    viewBlogger: ({ siteId, body, viewer }) => bloggers.view(siteId, parseId(body.id), viewer?.id),
    listZoneCategory: ({ siteId, body }) => blogs.zones(siteId, body),
    listZoneRef: ({ siteId, body }) => blogs.zoneArticles(siteId, parseId(body.zoneId), body),
    listRecommendArticle: ({ siteId, body }) => blogs.recommended(siteId, body),

    // Bloggers
    saveBlogger: ({ siteId, user, body }) => bloggers.save(siteId, user.id, body),
    updateBlogger: ({ siteId, user, body }) => bloggers.update(siteId, user.id, body),
    viewBloggerAuth: ({ siteId, user, body }) => bloggers.view(siteId, parseId(body.id), user.id),
    myBlogger: ({ siteId, user }) => bloggers.myself(siteId, user.id),
    listRecommendBlogger: ({ siteId, user, body }) => bloggers.recommend(siteId, user.id, body.pageSize ?? 8),
    followBlogger: ({ siteId, user, body }) =>
      bloggers.follow(siteId, user.id, parseId(body.bloggerId), body.isAttention),
    listFollowedBlogger: ({ siteId, user, body }) => bloggers.pageFollowed(siteId, user.id, body),
    listFans: ({ siteId, user, body }) => bloggers.pageFans(siteId, user.id, idOrUndefined(body.bloggerId), body),

    // Blogs
    listFollowingBlog: ({ siteId, user, body }) => blogs.following(siteId, user.id, body),
    saveBlog: ({ siteId, user, body }) => blogs.save(siteId, user.id, body),
    updateBlog: ({ siteId, user, body }) => blogs.update(siteId, user.id, parseId(body.id), body),
    listMyBlog: ({ siteId, user, body }) => blogs.pageMine(siteId, user.id, body),
    viewBlogAuth: ({ siteId, user, body }) => blogs.view(siteId, parseId(body.id), user),
    deleteBlog: ({ siteId, user, body }) => blogs.remove(siteId, user.id, parseId(body.id)),
    standBlog: ({ siteId, user, body }) => blogs.stand(siteId, user.id, parseId(body.id), body.isShow),
    saveBlogRecord: ({ siteId, user, body }) => blogs.record(siteId, user.id, parseId(body.blogId), body.opType),
    deleteBlogRecord: ({ siteId, user, body }) => blogs.unrecord(siteId, user.id, parseId(body.blogId), body.opType),
    listCollectedBlog: ({ siteId, user, body }) => blogs.collected(siteId, user.id, body),
    saveBlogComment: ({ siteId, user, body }) => comments.saveOnBlog(siteId, user.id, body),
    listMyBlogComment: ({ siteId, user, body }) =>
      comments.pageMine(siteId, user.id, CommentTargetType.blog, (body.type ?? 1) === 1, body),
    deleteBlogComment: ({ siteId, user, body }) => comments.removeByUser(siteId, user.id, parseId(body.id)),

    // Q&A, public
    listQuestion: ({ siteId, body }) => questions.list(siteId, body),
    searchQuestion: ({ siteId, body }) => questions.search(siteId, body),
    viewQuestion: ({ siteId, body, viewer }) => questions.view(siteId, parseId(body.id), viewer),
    countQuestionView: ({ siteId, body, viewer, ip }) =>
      questions.countView(siteId, parseId(body.id), viewerKey(viewer, ip)),
    listQuestionComment: ({ siteId, body, viewer }) =>
      comments.list(siteId, CommentTargetType.question, parseId(body.questionId), viewer?.id, body),

    // Q&A, signed in
    saveQuestion: ({ siteId, user, body }) => questions.save(siteId, user.id, body),
    viewQuestionAuth: ({ siteId, user, body }) => questions.view(siteId, parseId(body.id), user),
    listMyQuestion: ({ siteId, user, body }) => questions.pageMine(siteId, user.id, body),
    updateQuestion: ({ siteId, user, body }) => questions.update(siteId, user.id, body),
    deleteQuestion: ({ siteId, user, body }) => questions.remove(siteId, user.id, parseId(body.id)),
    saveQuestionComment: ({ siteId, user, body }) => comments.saveOnQuestion(siteId, user.id, body),
    listMyQuestionComment: ({ siteId, user, body }) =>
      comments.pageMine(siteId, user.id, CommentTargetType.question, false, body),
    saveQuestionRecord: ({ siteId, user, body }) =>
      questions.record(siteId, user.id, parseId(body.questionId), body.opType),
    deleteQuestionRecord: ({ siteId, user, body }) =>
      questions.unrecord(siteId, user.id, parseId(body.questionId), body.opType),
    listQuestionRecord: ({ siteId, user, body }) => questions.recorded(siteId, user.id, body),

    // Console: posts and info
    adminListBlog: ({ siteId, body }) => blogs.adminPage(siteId, body),
    adminViewBlog: ({ siteId, body }) => blogs.adminView(siteId, parseId(body.id)),
    adminHideBlog: ({ siteId, body }) => blogs.hide(siteId, parseId(body.id)),
    adminRestoreBlog: ({ siteId, body }) => blogs.restore(siteId, parseId(body.id)),
    adminDeleteBlog: ({ siteId, body }) => blogs.adminDelete(siteId, parseId(body.id)),
    adminTopBlog: ({ siteId, body }) => blogs.setTop(siteId, parseId(body.id), body.isTop),
    adminRecommendBlog: ({ siteId, body }) => blogs.setRecommend(siteId, parseId(body.id), body.isRecommend),
    adminSaveInfo: ({ siteId, operator, body }) => blogs.saveInfo(siteId, operator.id, body),
    adminUpdateInfo: ({ siteId, body }) => blogs.updateInfo(siteId, parseId(body.id), body),

    // Console: questions and comments
    adminListQuestion: ({ siteId, body }) => questions.adminPage(siteId, body),
    adminViewQuestion: ({ siteId, body }) => questions.adminView(siteId, parseId(body.id)),
    adminHideQuestion: ({ siteId, body }) => questions.hide(siteId, parseId(body.id)),
    adminRestoreQuestion: ({ siteId, body }) => questions.restore(siteId, parseId(body.id)),
    adminDeleteQuestion: ({ siteId, body }) => questions.adminDelete(siteId, parseId(body.id)),
    adminTopQuestion: ({ siteId, body }) => questions.setTop(siteId, parseId(body.id), body.isTop),
    adminRecommendQuestion: ({ siteId, body }) => questions.setRecommend(siteId, parseId(body.id), body.isRecommend),
    adminListComment: ({ siteId, body }) => comments.adminPage(siteId, body),
    adminHideComment: ({ siteId, body }) => comments.hide(siteId, parseId(body.id)),
    adminRestoreComment: ({ siteId, body }) => comments.restore(siteId, parseId(body.id)),
    adminDeleteComment: ({ siteId, body }) => comments.adminDelete(siteId, parseId(body.id)),

    // Console: the review queue
    adminListReview: ({ siteId, body }) => moderation.reviewPage(siteId, body),
    adminApproveReview: ({ siteId, body }) => moderation.approve(siteId, body.kind, parseId(body.id)),
    adminRejectReview: ({ siteId, body }) => moderation.reject(siteId, body.kind, parseId(body.id), body.reason),

    // Console: bloggers
    adminListBlogger: ({ siteId, body }) => bloggers.adminPage(siteId, body),
    adminRecommendBlogger: ({ siteId, body }) =>
      bloggers.recommendByOperator(siteId, parseId(body.id), body.isRecommend),
    adminMuteBlogger: ({ siteId, body }) => bloggers.mute(siteId, parseId(body.id), body.days),

    // Console: labels, zones, words, limits
    adminListLabel: ({ siteId, body }) => labels.adminList(siteId, body.labelType),
    adminSaveLabel: ({ siteId, body }) => labels.save(siteId, body),
    adminUpdateLabel: ({ siteId, body }) => labels.update(siteId, parseId(body.labelNo), body),
    adminDeleteLabel: ({ siteId, body }) => labels.remove(siteId, parseId(body.labelNo)),
    adminListZone: ({ siteId }) => blogs.adminZones(siteId),
    adminSaveZone: ({ siteId, body }) => blogs.saveZone(siteId, body),
    adminUpdateZone: ({ siteId, body }) => blogs.updateZone(siteId, parseId(body.zoneId), body),
    adminDeleteZone: ({ siteId, body }) => blogs.removeZone(siteId, parseId(body.zoneId)),
    adminListWord: ({ siteId, body }) => moderation.pageWords(siteId, body),
    adminSaveWord: ({ siteId, body }) => moderation.saveWords(siteId, body.words),
    adminDeleteWord: ({ siteId, body }) => moderation.deleteWord(siteId, parseId(body.id)),
    adminViewLimit: ({ siteId }) => moderation.limits(siteId),
    adminUpdateLimit: ({ siteId, body }) => moderation.updateLimits(siteId, body),
  });
}
