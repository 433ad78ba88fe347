// The non-production mail page: what the outbox holds, so mail can be read without an SMTP server
// (and, with one, what was handed to it).
import { escapeHtml } from './html.ts';
import type { OutboxRow } from './outbox-repository.ts';

/** The addresses of this server's own pages a message links to (confirm, unsubscribe ...). */
function ownLinks(body: string, publicBaseUrl: string): string[] {
  const links = body.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...new Set(links.filter((link) => link.startsWith(`${publicBaseUrl}/`)))];
}

function linkList(links: string[]): string {
  if (links.length === 0) return '';
  const items = links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<ul aria-label="Links in this message">${items}</ul>`;
}

/** The lang attribute of a message's subject and body when it is not in the page's English. */
function languageAttribute(row: OutboxRow): string {
  return row.language === 'en' ? '' : ` lang="${escapeHtml(row.language)}"`;
}

/**
 * The outbox as an HTML page, newest first; links to this server's pages can be followed. The
 * heading says whether the messages also go out through an SMTP server.
 */
export function renderMailPage(
  rows: OutboxRow[],
  publicBaseUrl: string,
  smtpConfigured: boolean,
): string {
  const items = rows
    .map(
      (row) => `<article>
  <h2${languageAttribute(row)}>${escapeHtml(row.subject)}</h2>
  <dl>
    <dt>To</dt><dd>${escapeHtml(row.recipient)}</dd>
    <dt>Status</dt><dd>${escapeHtml(row.status)}</dd>
    <dt>Channel</dt><dd>${row.channel === 'sms' ? 'Text' : 'Email'}</dd>
    <dt>Queued</dt><dd>${escapeHtml(row.createdAt.toISOString())}</dd>
  </dl>
  <pre${languageAttribute(row)}>${escapeHtml(row.body)}</pre>
  ${linkList(ownLinks(row.body, publicBaseUrl))}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mail - Secretary of State</title>
<style>li { margin: 0.5rem 0; } li a { display: inline-block; min-height: 24px; line-height: 24px; } pre { white-space: pre-wrap; }</style></head>
<body>
<main>
<h1>${smtpConfigured ? 'Mail (copies of what is sent through the SMTP server)' : 'Mail (not sent: no SMTP server configured)'}</h1>
${rows.length === 0 ? '<p>No messages.</p>' : items}
</main>
</body>
</html>`;
}
