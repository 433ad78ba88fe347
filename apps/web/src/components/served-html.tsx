/**
 * Editable content (intro pages, name-designation help) as the server serves it: the server cut
 * it down to an allow-list of harmless elements when it read the content table, so the page shows
 * it as it is, on the server and in the browser alike.
 */
export function ServedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
