/**
 * A class's introduction as plain text: the server keeps it as written, not through the rich-text
 * allow-list (decision 0007), so its tags are dropped here instead of rendered. Paragraph and line
 * breaks stay.
 */
export function IntroduceText({ html }: { html: string }) {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|div|h\d|li)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
  return <p className="grade-introduce">{text || '暂无介绍'}</p>;
}
