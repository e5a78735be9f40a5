import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Office files to PDF with LibreOffice headless (`soffice --convert-to pdf`), one at a time, within a
 * time limit, each run with a fresh private profile. The profile turns off updating links and
 * external data and forbids macros, so a document cannot make the converter fetch anything
 * (decision 0071).
 */
export const CONVERT_TIMEOUT_MS = 120_000;

/** The profile settings of every run: never update links or external data, never run macros. */
const PROFILE_SETTINGS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="MacroSecurityLevel" oor:op="fuse"><value>3</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="DisableMacrosExecution" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Security/Scripting"><prop oor:name="BlockUntrustedRefererLinks" oor:op="fuse"><value>true</value></prop></item>
<item oor:path="/org.openoffice.Office.Writer/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>2</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Content/Update"><prop oor:name="Link" oor:op="fuse"><value>2</value></prop></item>
<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="UseOpenCL" oor:op="fuse"><value>false</value></prop></item>
</oor:items>
`;

/** The configured soffice, else the one on PATH; undefined when there is none or it is turned off (`none`). */
export function findSoffice(configured: string): string | undefined {
  if (configured === 'none') return undefined;
  if (configured) return configured;
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'soffice'))
    .find((candidate) => {
      try {
        accessSync(candidate, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}

export function createOfficeConverter(soffice: string | undefined) {
  let queue: Promise<unknown> = Promise.resolve();

  async function convertNow(source: string, typeExtension: string, target: string, signal?: AbortSignal) {
    const work = await fs.mkdtemp(path.join(os.tmpdir(), 'school-office-'));
    try {
      const profile = path.join(work, 'profile');
      await fs.mkdir(path.join(profile, 'user'), { recursive: true });
      await fs.writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), PROFILE_SETTINGS);
      // soffice names its output after its input: a plain name keeps it predictable.
      const input = path.join(work, `document.${typeExtension}`);
      await fs.copyFile(source, input);
      const out = path.join(work, 'out');
      await new Promise<void>((resolve, reject) => {
        execFile(
          soffice!,
          [
            `-env:UserInstallation=${pathToFileURL(profile).href}`,
            '--headless',
            '--norestore',
            '--nolockcheck',
            '--nodefault',
            '--convert-to',
            'pdf',
            '--outdir',
            out,
            input,
          ],
          { timeout: CONVERT_TIMEOUT_MS, killSignal: 'SIGKILL', signal, env: { ...process.env, HOME: work } },
          (error) => (error ? reject(error) : resolve()),
        );
      });
      const made = path.join(out, 'document.pdf');
      await fs.access(made);
      const aside = `${target}.${randomBytes(6).toString('hex')}.part`;
      await fs.copyFile(made, aside);
      await fs.rename(aside, target);
    } finally {
      await fs.rm(work, { recursive: true, force: true });
    }
  }

  return {
    available: soffice !== undefined,
    /** Converts to a PDF at `target`; throws when LibreOffice fails or runs out of time. Runs after any earlier one. */
    convert(source: string, typeExtension: string, target: string, signal?: AbortSignal): Promise<void> {
      if (!soffice) return Promise.reject(new Error('LibreOffice (soffice) is not installed'));
      const run = queue.then(() => convertNow(source, typeExtension, target, signal));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

export type OfficeConverter = ReturnType<typeof createOfficeConverter>;
