/**
 * Rich text the server stores already sanitised with its allow-list (decision 0007: text formatting,
 * headings, lists, tables, links and images; no scripts, styles, event handlers or frames). Only
 * such server-sanitised fields may be passed here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`rich-text ${className ?? ''}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
