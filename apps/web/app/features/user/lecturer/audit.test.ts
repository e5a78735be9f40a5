import { describe, expect, it } from 'vitest';
import type { LecturerAudit, LecturerProfile } from '@school/contracts';
import { applyStateOf, liveStateOf } from './audit';

const audit = (patch: Partial<LecturerAudit> = {}): LecturerAudit => ({
  id: '1',
  lecturerName: '王老师',
  lecturerPosition: '雅思口语',
  introduce: '十年雅思口语教学经验',
  headImgUrl: '/files/a.png',
  applyLive: 0,
  auditStatus: 0,
  auditOpinion: '',
  gmtModified: '2026-11-01 10:00:00',
  ...patch,
});
const published: LecturerProfile = {
  lecturerUserId: '9',
  lecturerName: '王老师',
  lecturerPosition: '雅思口语',
  introduce: '十年雅思口语教学经验',
  headImgUrl: '',
  isLive: 0,
};

describe('lecturer application states', () => {
  it('/apply: form, waiting, refused with the form again, or already a lecturer', () => {
    expect(applyStateOf(null, null)).toBe('apply');
    expect(applyStateOf(audit({ auditStatus: 0 }), null)).toBe('waiting');
    expect(applyStateOf(audit({ auditStatus: 2, auditOpinion: '照片不清晰' }), null)).toBe('rejected');
    expect(applyStateOf(audit({ auditStatus: 1 }), null)).toBe('teacher');
    // An edit under audit does not make a lecturer apply again.
    expect(applyStateOf(audit({ auditStatus: 0 }), published)).toBe('teacher');
  });

  it('live rights: on, being audited, blocked by a pending profile edit, or open to apply', () => {
    expect(liveStateOf(audit({ auditStatus: 1 }), { ...published, isLive: 1 })).toBe('live');
    expect(liveStateOf(audit({ auditStatus: 0, applyLive: 1 }), published)).toBe('live-waiting');
    expect(liveStateOf(audit({ auditStatus: 0, applyLive: 0 }), published)).toBe('draft-waiting');
    expect(liveStateOf(audit({ auditStatus: 1 }), published)).toBe('can-apply');
    expect(liveStateOf(audit({ auditStatus: 2 }), published)).toBe('can-apply');
  });
});
