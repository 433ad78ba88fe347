// Run after every component test: the web tests share one page environment per worker (see
// vitest.config.ts), so whatever a test rendered, or a file forgot to clean up, is removed before
// the next test, in this file or another.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});
