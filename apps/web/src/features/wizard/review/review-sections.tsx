// Draws one review section of the domain's structure: labelled rows, a free-text paragraph, a note.
// The rows come from `buildReviewSections`, the same the review PDF and the filed image print.
import type { ReviewSection } from '@registrar/domain';

function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines.map((line, index) => (
        <span key={index} className="display-block">
          {line}
        </span>
      ))}
    </>
  );
}

/** The rows of one review section. */
export function ReviewSectionContent({ section }: { section: ReviewSection }) {
  const labelled = section.rows.filter((row) => row.label !== '');
  return (
    <>
      {section.rows
        .filter((row) => row.label === '')
        .map((row, index) => (
          <p key={index} className="margin-y-1 app-preserve-lines">
            {row.lines.join('\n')}
          </p>
        ))}
      {labelled.length > 0 && (
        <dl className="app-review-list">
          {labelled.map((row) => (
            <div key={row.label} className="app-review-row">
              <dt>{row.label}</dt>
              <dd className={row.freeText === true ? 'app-preserve-lines' : undefined}>
                {row.freeText === true ? row.lines.join('\n') : <Lines lines={row.lines} />}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {section.note !== undefined && <p className="app-note">{section.note}</p>}
    </>
  );
}
