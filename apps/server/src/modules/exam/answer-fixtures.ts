/**
 * What counts as an answer-like field (decision 0048), for the tests: found in the contracts' reply schemas
 * and in actual replies by the same rule.
 */

/** Fields of a problem that give its answer away: the key, the explanation and the explanation video. */
const PROBLEM_FIELDS = ['answer', 'blanks', 'referenceAnswer', 'analysis', 'videoId'];
/** Fields that give an answer away wherever they appear. */
const ANYWHERE = ['blanks', 'referenceAnswer', 'analysis', 'isRight'];
/** In the exam module every video is a problem's explanation video. */
const EXAM_VIDEO_FIELDS = ['videoId', 'playToken'];

/** The answer-like keys among an object's keys. */
export function answerLikeKeys(keys: string[], inExam: boolean): string[] {
  const isProblem = keys.includes('problemType');
  // A judged answer: its state says whether the answer was right.
  const isJudged = keys.includes('answer') && keys.includes('state');
  return keys.filter(
    (key) =>
      ANYWHERE.includes(key) ||
      (isProblem && PROBLEM_FIELDS.includes(key)) ||
      (isJudged && key === 'state') ||
      (inExam && EXAM_VIDEO_FIELDS.includes(key)),
  );
}

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  allOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/** Paths of the answer-like fields a TypeBox schema allows (`list[].problem.answer`). */
export function answerLikePathsOfSchema(node: object, inExam: boolean, path = ''): string[] {
  const schema = node as SchemaNode;
  const found: string[] = [];
  if (schema.properties) {
    const keys = Object.keys(schema.properties);
    const flagged = answerLikeKeys(keys, inExam);
    for (const key of keys) {
      const at = path ? `${path}.${key}` : key;
      if (flagged.includes(key)) found.push(at);
      found.push(...answerLikePathsOfSchema(schema.properties[key]!, inExam, at));
    }
  }
  if (schema.items) found.push(...answerLikePathsOfSchema(schema.items, inExam, `${path}[]`));
  for (const variants of [schema.anyOf, schema.allOf, schema.oneOf])
    for (const variant of variants ?? []) found.push(...answerLikePathsOfSchema(variant, inExam, path));
  return [...new Set(found)];
}

/** Paths of the answer-like fields present in an exam reply's data. */
export function answerLikePathsIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => answerLikePathsIn(item, `${path}[]`)))];
  if (!value || typeof value !== 'object') return [];
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  const flagged = answerLikeKeys(
    entries.map(([key]) => key),
    true,
  );
  const found: string[] = [];
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (flagged.includes(key)) found.push(at);
    found.push(...answerLikePathsIn(item, at));
  }
  return [...new Set(found)];
}
