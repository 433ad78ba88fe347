// What a person types into a server-rendered page before the app has taken it over ends up in the
// app's state, not only in the fields (React would reset them on its next render).
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { finishTakeOver, startTakeOver } from './taken-over.ts';

function Fields() {
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [kind, setKind] = useState('llc');
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <input
        aria-label="Agree"
        type="checkbox"
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
      <select aria-label="Kind" value={kind} onChange={(event) => setKind(event.target.value)}>
        <option value="llc">LLC</option>
        <option value="corp">Corporation</option>
      </select>
      <output>{`${name}|${String(agree)}|${kind}`}</output>
    </form>
  );
}

// Tells React these tests wrap their renders in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function servedPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Fields />);
  document.body.append(container);
  return container;
}

const field = <T extends Element>(container: HTMLElement, label: string) =>
  container.querySelector<T & Element>(`[aria-label="${label}"]`) as T;

describe('typing before the take-over', () => {
  it('puts what was typed before, and while, the app took over into its state', async () => {
    const container = servedPage();
    // Typed before the app's script arrived: only the fields know.
    field<HTMLInputElement>(container, 'Name').value = 'Aspen Trails LLC';
    field<HTMLSelectElement>(container, 'Kind').value = 'corp';
    startTakeOver(container, 1);
    // Ticked while the app was taking the page over: noted as the person's change.
    const agree = field<HTMLInputElement>(container, 'Agree');
    agree.checked = true;
    agree.dispatchEvent(new Event('change', { bubbles: true }));
    await act(async () => {
      root = hydrateRoot(container, <Fields />);
    });
    await act(async () => finishTakeOver());
    expect(container.querySelector('output')?.textContent).toBe('Aspen Trails LLC|true|corp');
    expect(field<HTMLInputElement>(container, 'Name').value).toBe('Aspen Trails LLC');
    expect(agree.checked).toBe(true);
  });

  it('leaves the app’s state alone where nothing was typed', async () => {
    const container = servedPage();
    startTakeOver(container, 1);
    await act(async () => {
      root = hydrateRoot(container, <Fields />);
    });
    await act(async () => finishTakeOver());
    expect(container.querySelector('output')?.textContent).toBe('|false|llc');
  });
});
