// The journeys' `test`: Playwright's, with a check that every page the browser took over from the
// server's HTML rendered the same content there (a mismatch makes the app build that part anew,
// which moves it on screen and loses what the person had typed into it; the app says so on the
// console, see main.tsx and take-over-check.spec.ts), and that nothing a page did was refused by
// the content security policy.
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ pagesMatchTheirServerHtml: void }>({
  pagesMatchTheirServerHtml: [
    async ({ context }, use) => {
      const mismatches: string[] = [];
      context.on('console', (message) => {
        if (
          message.type() === 'error' &&
          /did not match the server-rendered page|hydrat|Content Security Policy/i.test(
            message.text(),
          )
        ) {
          mismatches.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
        }
      });
      await use();
      expect(mismatches, 'pages that did not match their server HTML or broke the policy').toEqual(
        [],
      );
    },
    { auto: true },
  ],
});

export { expect };
