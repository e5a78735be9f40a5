import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import paperCss from '~/components/exam-paper/exam-paper.css?raw';

/**
 * Shows what the teacher is typing, before the server has sanitised it: rendered to HTML and put in a
 * frame with every sandbox restriction (no scripts, no forms, no access to the page).
 */
export function SandboxedPreview({ children, height = 520 }: { children: ReactElement; height?: number }) {
  const html = renderToStaticMarkup(children);
  const document = `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:12px;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif}${paperCss}</style></head><body><div class="exam-paper">${html}</div></body></html>`;
  return (
    <iframe
      title="试题预览"
      sandbox=""
      srcDoc={document}
      style={{ width: '100%', height, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }}
    />
  );
}
