/**
 * The search service sends titles as HTML: the text escaped, every match wrapped in `<em>`.
 * We never insert that HTML. It is cut into text runs and `<em>` runs, entities are decoded, and
 * React renders each run as text, so nothing but the highlight can reach the page.
 */
export interface HighlightRun {
  text: string;
  em: boolean;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities an escaper produces (&amp; &lt; &gt; &quot; &#39; &#x27;); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Splits highlighted HTML into runs. Only `<em>` and `</em>` mean anything; any other markup is text. */
export function parseHighlight(html: string): HighlightRun[] {
  const runs: HighlightRun[] = [];
  const push = (raw: string, em: boolean) => {
    if (raw === '') return;
    const text = decodeEntities(raw);
    const last = runs[runs.length - 1];
    if (last && last.em === em) last.text += text;
    else runs.push({ text, em });
  };
  let em = false;
  let rest = html;
  for (;;) {
    const tag = em ? '</em>' : '<em>';
    const at = rest.toLowerCase().indexOf(tag);
    if (at < 0) {
      push(rest, em);
      break;
    }
    push(rest.slice(0, at), em);
    rest = rest.slice(at + tag.length);
    em = !em;
  }
  return runs;
}
