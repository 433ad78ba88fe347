// The accessibility scan every journey relies on can fail: a page with an image that has no text
// alternative is refused, and the same page with one passes.
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support.ts';

const page = (image: string) =>
  `<html lang="en"><head><title>Scan</title></head><body><main><h1>Scan</h1>${image}</main></body></html>`;
const dot = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

test('the accessibility scan refuses a page with a problem and passes it once mended', async ({
  page: browserPage,
}) => {
  await browserPage.setContent(page(`<img src="${dot}">`));
  await expect(expectNoAxeViolations(browserPage)).rejects.toThrow(/image-alt/);
  await browserPage.setContent(page(`<img alt="A dot" src="${dot}">`));
  await expectNoAxeViolations(browserPage);
});
