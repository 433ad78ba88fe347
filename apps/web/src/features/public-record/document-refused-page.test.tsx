import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../../lib/router.tsx';
import { PageFormContext, type PageFormState } from '../../lib/page-form.ts';
import DocumentRefusedPage from './document-refused-page.tsx';

afterEach(cleanup);

const ENTITY_ID = '20261000123';

function renderAt(path: string, pageForm: PageFormState = { formToken: '' }) {
  render(
    <PageFormContext value={pageForm}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/documents/*" element={<DocumentRefusedPage />} />
        </Routes>
      </MemoryRouter>
    </PageFormContext>,
  );
}

describe('a refused document', () => {
  it("says the server's reason and leads back to the entity's record", async () => {
    const path = `/documents/certificate/${ENTITY_ID}.pdf`;
    renderAt(path, {
      formToken: '',
      outcome: {
        form: '',
        fields: [],
        errors: [],
        alert: 'Ouray Hot Springs Outfitters LLC is Delinquent.',
      },
      outcomeAt: path,
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'The document could not be downloaded',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error - Ouray Hot Springs Outfitters LLC is Delinquent.',
    );
    expect(document.title).toBe('Error: Document not available - Secretary of State');
    expect(
      screen.getByRole('link', { name: 'Go back to the record of the business' }),
    ).toHaveAttribute('href', `/entity/${ENTITY_ID}`);
  });

  it('says the document could not be downloaded when no reason came with the page', async () => {
    renderAt('/documents/filed/1000001/3000001.pdf');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error - The document could not be downloaded. Try again later.',
    );
    expect(screen.queryByRole('link', { name: /record of the business/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Search the business database' })).toHaveAttribute(
      'href',
      '/search',
    );
  });
});
