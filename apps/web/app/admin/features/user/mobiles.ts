import { AdminMessageSend, MOBILE_PATTERN, ruleRegExp } from '@school/contracts';

const MOBILE_RE = ruleRegExp(MOBILE_PATTERN);

/** How many recipients one message takes (the send schema's limit). */
export const MAX_MOBILES: number = (AdminMessageSend.properties.mobiles as { maxItems?: number }).maxItems ?? 0;

/** Splits pasted text into mobile numbers: commas (also Chinese), semicolons, spaces and new lines. */
export const MOBILE_SEPARATORS = [',', '，', ';', '；', ' ', '\n', '\t', '、'];

/** Trimmed, de-duplicated numbers, in the order first seen; pasted groups are split too. */
export function normalizeMobiles(values: string[]): string[] {
  const out: string[] = [];
  for (const raw of values) {
    for (const part of raw.split(/[,，;；\s、]+/)) {
      const m = part.trim();
      if (m && !out.includes(m)) out.push(m);
    }
  }
  return out;
}

export const invalidMobiles = (values: string[]) => values.filter((m) => !MOBILE_RE.test(m));

/** The form rule's message for a list of recipients, or undefined when it is fine (empty = broadcast). */
export function mobilesError(values: string[] | undefined): string | undefined {
  const list = values ?? [];
  const bad = invalidMobiles(list);
  if (bad.length) return `手机号格式不正确：${bad.slice(0, 5).join('、')}${bad.length > 5 ? ' 等' : ''}`;
  if (list.length > MAX_MOBILES) return `一次最多发给 ${MAX_MOBILES} 个手机号，当前 ${list.length} 个`;
  return undefined;
}
