import { useEffect } from 'react';

/** Where a script from the operator's settings may come from: same site, or http(s). */
const ALLOWED_SRC = /^(https?:)?\/\/|^\/(?!\/)/i;

export interface SnippetScript {
  src?: string;
  code?: string;
}

/**
 * Reads the scripts out of an HTML snippet the operator pasted in the site settings (statistics,
 * online service). Only `<script src>` with an http(s) or same-site address and inline scripts are
 * kept; every other tag and attribute is dropped.
 */
export function parseSnippetScripts(html: string): SnippetScript[] {
  if (!html.trim()) return [];
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const scripts: SnippetScript[] = [];
  for (const element of Array.from(doc.querySelectorAll('script'))) {
    const src = element.getAttribute('src')?.trim();
    if (src) {
      if (ALLOWED_SRC.test(src)) scripts.push({ src });
    } else if (element.textContent?.trim()) {
      scripts.push({ code: element.textContent });
    }
  }
  return scripts;
}

/** Runs the snippet's scripts after hydration; removes the script tags again when it unmounts. */
export function ScriptSnippet({ name, html }: { name: string; html: string }) {
  useEffect(() => {
    const added = parseSnippetScripts(html).map((script) => {
      const element = document.createElement('script');
      element.dataset.snippet = name;
      if (script.src) {
        element.src = script.src;
        element.async = true;
      } else {
        element.text = script.code ?? '';
      }
      document.body.appendChild(element);
      return element;
    });
    return () => added.forEach((element) => element.remove());
  }, [name, html]);
  return null;
}
