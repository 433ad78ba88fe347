import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { computeAccessibleDescription, computeAccessibleName } from 'dom-accessibility-api';
import { z } from 'zod';
import { Checkbox } from './choice-fields.tsx';
import { Form } from './form.tsx';

afterEach(cleanup);

const description = 'Uses the entity name "Aspen Trail LLC".';

/** How many times `text` occurs in `within`. */
function occurrences(within: string, text: string): number {
  return within.split(text).length - 1;
}

function renderCheckbox() {
  render(
    <Form
      schema={z.object({
        ownAgent: z.boolean().refine((checked) => checked, 'Mark the box to go on.'),
      })}
      defaultValues={{ ownAgent: false }}
      submitLabel="Next"
      onSubmit={() => {}}
    >
      <Checkbox
        name="ownAgent"
        label="This entity is its own registered agent"
        hint={description}
      />
    </Form>,
  );
  return screen.getByRole('checkbox');
}

describe('Checkbox', { timeout: 20_000 }, () => {
  it('reads its description once: in the label, not again as the description', async () => {
    const checkbox = renderCheckbox();
    const name = computeAccessibleName(checkbox);
    const described = computeAccessibleDescription(checkbox);
    expect(name).toContain('This entity is its own registered agent');
    expect(occurrences(`${name} ${described}`, description)).toBe(1);

    // With an error the error is the description, and the description text is still read once.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Mark the box to go on.' });
    const withError = computeAccessibleDescription(checkbox);
    expect(withError).toBe('Mark the box to go on.');
    expect(occurrences(`${computeAccessibleName(checkbox)} ${withError}`, description)).toBe(1);
  });
});
