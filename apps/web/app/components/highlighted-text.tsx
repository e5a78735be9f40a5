import { parseHighlight } from '~/lib/highlight';

/** A search title with the server's `<em>` matches highlighted; everything else is plain text. */
export function HighlightedText({ html, className }: { html: string; className?: string }) {
  return (
    <span className={className}>
      {parseHighlight(html).map((run, index) =>
        run.em ? (
          <em key={index} className="search-highlight">
            {run.text}
          </em>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </span>
  );
}
