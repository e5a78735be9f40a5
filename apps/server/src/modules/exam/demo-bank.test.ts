import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examContracts } from '@school/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { examModuleOn } from './exam-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo school’s English paper bank', () => {
  it('gives the demo teacher at least 200 problems of every type and five published papers', async () => {
    const teacher = await t.tokenFor('13800000002');
    const all = await t.call(examContracts.listProblem, {}, { as: { token: teacher } });
    expect(all.data.totalCount).toBeGreaterThanOrEqual(200);
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const some = await t.call(examContracts.listProblem, { problemType: type }, { as: { token: teacher } });
      expect(some.data.totalCount, `type ${type}`).toBeGreaterThan(0);
    }
    const papers = await t.call(examContracts.listPaperInfo, {});
    expect(papers.data.totalCount).toBe(5);
    expect(papers.data.list.map((paper) => paper.examName)).toContain('大学英语四级模拟卷（一）');
    expect(papers.data.list.find((paper) => paper.examName === '四级听力与听写专项')).toMatchObject({
      price: 9.9,
      vipPrice: 4.9,
    });
  });

  it('its listening items carry real spoken audio, served from the school’s files', async () => {
    const exam = examModuleOn(t);
    const papers = await t.call(examContracts.listPaperInfo, { examName: '模拟卷（一）' });
    const drawn = await exam.papers.drawPaper(11, Number(papers.data.list[0]!.id), 'seed-check');
    const listening = drawn.titles[0]!.problems[0]!;
    expect(listening).toMatchObject({ problemType: 7, playLimit: 2 });
    const served = await t.app.inject({ method: 'GET', url: listening.audioUrl });
    expect(served.statusCode).toBe(200);
    const wav = served.rawPayload;
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    // A second or more of sound that is not silence: espeak really spoke the dialogue.
    const samples = (wav.length - 44) / 2;
    expect(samples / wav.readUInt32LE(24)).toBeGreaterThan(1);
    let loud = 0;
    for (let i = 44; i + 1 < wav.length; i += 2) if (Math.abs(wav.readInt16LE(i)) > 1000) loud++;
    expect(loud).toBeGreaterThan(1000);
  });
});
