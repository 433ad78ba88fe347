// The non-production mail page: what the outbox holds, so mail can be read without an SMTP server.
import { escapeHtml } from './html.ts';
import type { OutboxRow } from './outbox-repository.ts';

/** The outbox as an HTML page, newest first. */
export function renderMailPage(rows: OutboxRow[]): string {
  const items = rows
    .map(
      (row) => `<article>
  <h2>${escapeHtml(row.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(row.recipient)}</dd>
    <dt>Status</dt><dd>${escapeHtml(row.status)}</dd>
    <dt>Queued</dt><dd>${escapeHtml(row.createdAt.toISOString())}</dd>
  </dl>
  <pre>${escapeHtml(row.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mail - Secretary of State</title></head>
<body>
<main>
<h1>Mail (not sent: no SMTP server configured)</h1>
${rows.length === 0 ? '<p>No messages.</p>' : items}
</main>
</body>
</html>`;
}
