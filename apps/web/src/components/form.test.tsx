import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { Form } from './form.tsx';
import { TextField } from './text-field.tsx';
import { YesNoRadio } from './choice-fields.tsx';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { startTakeOver } from '../lib/taken-over.ts';

afterEach(cleanup);

const schema = z.object({
  person: z.object({ firstName: z.string().trim().min(1, 'Enter a first name.') }),
  consent: z.string().refine((value) => value === 'Y' || value === 'N', 'Choose Yes or No.'),
});

function renderForm(onSubmit = vi.fn()) {
  render(
    <Form
      schema={schema}
      defaultValues={{ person: { firstName: '' }, consent: '' }}
      submitLabel="Next"
      onCancel={() => {}}
      onSubmit={onSubmit}
    >
      <TextField name="person.firstName" label="First name" required />
      <YesNoRadio name="consent" legend="Do you agree?" required />
    </Form>,
  );
  return onSubmit;
}

describe('Form', { timeout: 20_000 }, () => {
  it('lists every error as a link to its field and moves focus to the summary on a failed submit', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    // Focus moves once the summary has been painted; on a busy machine that is a moment later.
    await waitFor(() => expect(summary).toHaveFocus());
    const nameLink = screen.getByRole('link', { name: 'Enter a first name.' });
    expect(nameLink).toHaveAttribute('href', '#person-firstName');
    expect(screen.getByRole('link', { name: 'Choose Yes or No.' })).toHaveAttribute(
      'href',
      '#consent',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    const input = screen.getByLabelText(/First name/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a first name.');

    await userEvent.click(nameLink);
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('trims values on blur and submits the parsed values once valid', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/First name/), '  Ada  ');
    await userEvent.tab();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ada');
    await userEvent.click(screen.getByLabelText('Yes'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ person: { firstName: 'Ada' }, consent: 'Y' });
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();
  });

  it('shows errors reported by the server the same way', async () => {
    render(
      <Form
        schema={schema}
        defaultValues={{ person: { firstName: 'Ada' }, consent: 'Y' }}
        submitLabel="Next"
        onSubmit={(_values, { showErrors }) =>
          showErrors([
            { field: 'person.firstName', message: 'That name is already being used in Colorado.' },
          ])
        }
      >
        <TextField name="person.firstName" label="First name" required />
        <YesNoRadio name="consent" legend="Do you agree?" required />
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    // Focus moves once the summary has been painted; on a busy machine that is a moment later.
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      screen.getByRole('link', { name: 'That name is already being used in Colorado.' }),
    ).toHaveAttribute('href', '#person-firstName');
  });
});

describe('Form taken over from the server’s page', { timeout: 20_000 }, () => {
  it('submits what was typed before the take-over, when pressed before the take-over finished', async () => {
    const onSubmit = vi.fn();
    const page = (
      <Form
        schema={schema}
        defaultValues={{ person: { firstName: '' }, consent: '' }}
        submitLabel="Next"
        onSubmit={onSubmit}
      >
        <TextField name="person.firstName" label="First name" required />
        <YesNoRadio name="consent" legend="Do you agree?" required />
      </Form>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Typed and chosen before the app's script arrived: only the fields know.
    container.querySelector<HTMLInputElement>('input[name="person.firstName"]')!.value = 'Ada';
    container.querySelector<HTMLInputElement>('input[name="consent"][value="Y"]')!.checked = true;
    // The page has another part still to take over, so what was typed waits to be entered.
    startTakeOver(container, 2);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ person: { firstName: 'Ada' }, consent: 'Y' });
    expect(container.querySelector('[role="alert"]')).toBeNull();
    act(() => root?.unmount());
    container.remove();
  });
});
