import type { ExamRecordTable } from './exam.tables.ts';
import type { DrawnPaper, PaperService } from './paper.service.ts';

/** Drawn papers kept in memory: a record's paper never changes (its version and seed are fixed). */
const DRAWN_KEPT = 500;

export type DrawnOf = (
  siteId: number,
  row: Pick<ExamRecordTable, 'paper_id' | 'seed' | 'version'>,
) => Promise<DrawnPaper>;

/** A learner's paper with answers, rebuilt from its record's seed and version (strip them before showing it). */
export function createDrawnPapers(papers: Pick<PaperService, 'drawPaper'>): DrawnOf {
  const drawnPapers = new Map<string, Promise<DrawnPaper>>();
  /** Published versions without random sections: every seed draws the same paper, so one copy serves all. */
  const fixedVersions = new Set<string>();

  return (siteId, row) => {
    const version = `${siteId}:${row.paper_id}:${row.version}`;
    const key = fixedVersions.has(version) ? version : `${version}:${row.seed}`;
    let drawn = drawnPapers.get(key);
    if (!drawn) {
      if (drawnPapers.size >= DRAWN_KEPT) drawnPapers.delete(drawnPapers.keys().next().value!);
      drawn = papers.drawPaper(siteId, row.paper_id, row.seed, row.version, true).then((paper) => {
        if (paper.titles.every((title) => title.rules.length === 0)) fixedVersions.add(version);
        return paper;
      });
      drawn.catch(() => drawnPapers.delete(key));
      drawnPapers.set(key, drawn);
    }
    return drawn;
  };
}
