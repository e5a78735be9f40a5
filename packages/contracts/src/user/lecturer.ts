import { Type, type Static } from 'typebox';
import { DateTime, Flag, Id, PictureUrl, Text } from '../common.ts';

/** Lecturers: their public profile, the application to teach, its audit, and follows. */
export const LecturerProfile = Type.Object({
  lecturerUserId: Id,
  lecturerName: Type.String(),
  lecturerPosition: Type.String(),
  introduce: Type.String(),
  headImgUrl: Type.String(),
  isLive: Flag,
});
export type LecturerProfile = Static<typeof LecturerProfile>;
export const PublicLecturer = Type.Object({
  ...LecturerProfile.properties,
  attentionCount: Type.Integer(),
  /** 1 when the signed-in reader follows this lecturer */
  isAttention: Flag,
});
export type PublicLecturer = Static<typeof PublicLecturer>;
export const LecturerApply = Type.Object({
  lecturerName: Text(30, 1),
  lecturerPosition: Text(50, 1),
  introduce: Text(2000, 10),
  headImgUrl: PictureUrl(1),
});
export type LecturerApply = Static<typeof LecturerApply>;
export const LecturerAudit = Type.Object({
  id: Id,
  ...LecturerApply.properties,
  applyLive: Flag,
  /** 0 waiting, 1 approved, 2 rejected */
  auditStatus: Type.Integer(),
  auditOpinion: Type.String(),
  gmtModified: DateTime,
});
export type LecturerAudit = Static<typeof LecturerAudit>;
export const LecturerIdBody = Type.Object({ lecturerUserId: Id });

export const AttentionItem = Type.Object({ ...LecturerProfile.properties, gmtCreate: DateTime });
export type AttentionItem = Static<typeof AttentionItem>;
