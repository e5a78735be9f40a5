import { CourseKind, DocState } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  AUTHORING_KINDS,
  docBusy,
  docStateOf,
  downloadOnUpload,
  fromPickerTime,
  hasDocType,
  hasPages,
  liveTimeFieldOf,
  toPickerTime,
} from './course-kinds';

describe('authoring by kind', () => {
  it('gives each kind its own pages, and exercises to video and live courses only', () => {
    expect(Object.values(AUTHORING_KINDS).map((kind) => [kind.base, kind.praxis ?? '', kind.preview('7')])).toEqual([
      ['/account/vod', '/account/vod/praxis', '/preview/course/7'],
      ['/account/live', '/account/live/praxis', '/preview/live/7'],
      ['/account/resource', '', '/preview/resource/7'],
      ['/account/library', '', '/preview/library/7'],
    ]);
  });

  it('takes MP3 and ZIP in resources, documents only in the library, and no file in video or live courses', () => {
    const resource = AUTHORING_KINDS[CourseKind.resource].docTypes!;
    const library = AUTHORING_KINDS[CourseKind.library].docTypes!;
    expect(hasDocType('听力 Unit 1.MP3', resource)).toBe(true);
    expect(hasDocType('真题.zip', resource)).toBe(true);
    expect(hasDocType('听力.mp3', library)).toBe(false);
    expect(hasDocType('真题.zip', library)).toBe(false);
    expect(hasDocType('讲义.docx', library)).toBe(true);
    expect(hasDocType('讲义.exe', resource)).toBe(false);
    expect(hasDocType('没有扩展名', resource)).toBe(false);
    expect(acceptOf(library)).toBe('.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt');
    expect(AUTHORING_KINDS[CourseKind.video].docTypes).toBeUndefined();
    expect(AUTHORING_KINDS[CourseKind.live].docTypes).toBeUndefined();
  });
});

describe('a lesson document', () => {
  it('names the job state, and the reason when it failed', () => {
    expect(docStateOf({ docState: DocState.waiting, failReason: '', docType: 'pdf' }).text).toBe('等待处理');
    expect(docStateOf({ docState: DocState.converting, failReason: '', docType: 'pdf' }).text).toBe('转换中');
    expect(docStateOf({ docState: DocState.ready, failReason: '', docType: 'pdf' }).text).toBe('可在线阅读');
    expect(docStateOf({ docState: DocState.ready, failReason: '', docType: 'mp3' }).text).toBe('可在线播放');
    expect(docStateOf({ docState: DocState.downloadOnly, failReason: '', docType: 'pdf' }).text).toBe('仅可下载');
    expect(docStateOf({ docState: DocState.failed, failReason: 'PDF 文件设置了密码', docType: 'pdf' })).toEqual({
      text: '处理失败：PDF 文件设置了密码',
      color: 'red',
    });
    expect([0, 1, 2, 3, 4].map((docState) => docBusy({ docState }))).toEqual([true, true, false, false, false]);
  });

  it('counts free pages only for paged documents', () => {
    expect(['pdf', 'docx', 'txt', 'mp3', 'zip'].map(hasPages)).toEqual([true, true, true, false, false]);
  });

  it('lets a ZIP be downloaded always, resources by default, library documents when the author says so', () => {
    expect(downloadOnUpload(CourseKind.library, '资料.ZIP')).toBe(1);
    expect(downloadOnUpload(CourseKind.resource, '听力.mp3')).toBe(1);
    expect(downloadOnUpload(CourseKind.library, '真题.pdf')).toBe(0);
    expect(downloadOnUpload(CourseKind.library, '真题.pdf', { isDownload: 1 })).toBe(1);
    expect(downloadOnUpload(CourseKind.resource, '听力.mp3', { isDownload: 0 })).toBe(0);
  });
});

describe('live lesson times', () => {
  it("turns the server's times into the picker's and back", () => {
    expect(toPickerTime('2026-12-01 20:00:00')).toBe('2026-12-01T20:00');
    expect(toPickerTime('')).toBe('');
    expect(fromPickerTime('2026-12-01T20:30')).toBe('2026-12-01 20:30:00');
    expect(fromPickerTime(toPickerTime('2026-12-01 08:05:00'))).toBe('2026-12-01 08:05:00');
  });

  it("puts the server's refusal beside the time it is about", () => {
    expect(liveTimeFieldOf('直播开始时间不能早于现在')).toBe('startTime');
    expect(liveTimeFieldOf('直播结束时间须晚于开始时间')).toBe('endTime');
    expect(liveTimeFieldOf('与您的直播课时“第一课”时间重叠，请调整时间')).toBe('startTime');
    expect(liveTimeFieldOf('课时名称不能为空')).toBeUndefined();
  });
});
