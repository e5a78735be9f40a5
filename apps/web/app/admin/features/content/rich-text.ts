/**
 * Small helpers of the HTML editor of footer articles: a toolbar that wraps the selection of a
 * textarea in tags. The server sanitises whatever is saved (allow-list of formatting, headings,
 * lists, tables, links and images); the preview shows it in a sandboxed frame that runs no script.
 */

export interface TextEdit {
  /** The new text of the textarea. */
  text: string;
  /** Where the selection goes afterwards. */
  selectionStart: number;
  selectionEnd: number;
}

/** Wraps text[start, end) in `before`…`after`; with nothing selected inserts `placeholder` and selects it. */
export function wrapSelection(
  text: string,
  start: number,
  end: number,
  before: string,
  after: string,
  placeholder = '',
): TextEdit {
  const selected = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + before + selected + after + text.slice(end);
  const selectionStart = start + before.length;
  return { text: next, selectionStart, selectionEnd: selectionStart + selected.length };
}

/** Every non-empty line of the selection as a list item. */
export function listFromSelection(text: string, start: number, end: number, ordered: boolean): TextEdit {
  const tag = ordered ? 'ol' : 'ul';
  const lines = text
    .slice(start, end)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const items = (lines.length ? lines : ['列表项']).map((l) => `  <li>${l}</li>`).join('\n');
  const block = `<${tag}>\n${items}\n</${tag}>`;
  const next = text.slice(0, start) + block + text.slice(end);
  return { text: next, selectionStart: start, selectionEnd: start + block.length };
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const linkTag = (href: string, newWindow: boolean) =>
  [`<a href="${escapeAttr(href)}"${newWindow ? ' target="_blank"' : ''}>`, '</a>'] as const;

export const imageTag = (src: string, alt: string) => `<img src="${escapeAttr(src)}" alt="${escapeAttr(alt)}" />`;

/** Plain text pasted in (no tags at all) becomes paragraphs, one per blank-line-separated block. */
export function textToParagraphs(plain: string): string {
  const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return plain
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escape(block).replace(/\n/g, '<br />')}</p>`)
    .join('\n');
}

/**
 * The document shown in the preview frame: the article with the site's reading styles. Script
 * blocks are left out (the sandboxed frame would refuse to run them anyway; the server drops them).
 */
export function previewDocument(title: string, html: string): string {
  const body = html.replace(/<script\b[\s\S]*?(<\/script\s*>|$)/gi, '');
  const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8" /><base target="_blank" />
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'" />
<style>
body{margin:0;padding:16px 20px;font:14px/1.8 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;color:#333;word-break:break-word}
h1.title{font-size:20px;margin:0 0 16px;padding-bottom:12px;border-bottom:1px solid #eee}
img{max-width:100%;height:auto}table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:4px 8px}
blockquote{margin:0;padding:4px 12px;border-left:3px solid #ddd;color:#666}a{color:#1677ff}
</style></head><body><h1 class="title">${escape(title)}</h1>${body}</body></html>`;
}
