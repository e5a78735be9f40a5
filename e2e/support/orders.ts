import type { Database } from 'better-sqlite3';
import path from 'node:path';
import { expect } from 'vitest';
import type { School } from './school.ts';

/** The school's embedded database, opened beside the running server (journeys set up what a week would). */
export async function schoolDb<T>(school: School, work: (db: Database) => T): Promise<T> {
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(school.dataDir, 'school.db'), { fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * What the sandbox pay page's 支付成功 does: the sandbox signs the notification and the page posts it to
 * the notification address a real gateway calls. Both addresses are read off the page, as its script does.
 */
export async function sandboxPays(school: School, serialNumber: string): Promise<void> {
  const payPage = await (await fetch(`${school.baseUrl}/sandbox/pay/${serialNumber}`)).text();
  const address = (name: string) => {
    const found = new RegExp(`data-${name}="([^"]+)"`).exec(payPage)?.[1];
    if (!found) throw new Error(`the sandbox pay page of ${serialNumber} names no ${name} address`);
    return `${school.baseUrl}${found}`;
  };
  const signed = await fetch(address('pay'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ paid: true }),
  });
  const notified = await fetch(address('notify'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: await signed.text(),
  });
  expect(notified.status).toBe(200);
}
