import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { FormStore } from './form-state.tsx';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Enter the entity name.')),
  address: z.object({
    city: z.string().check(z.minLength(1, 'Enter a city.')),
    zip: z.string().check(z.regex(/^\d{5}$/, 'Enter a ZIP code.')),
  }),
});
type Values = z.input<typeof schema>;
const empty: Values = { name: '', address: { city: '', zip: '' } };

describe('the form state', () => {
  it('finds nothing wrong before the first submit, then every error in the fields order', async () => {
    const store = new FormStore(empty, schema);
    store.changeField('address.zip', '8020');
    expect(store.errorsSnapshot()).toEqual({});
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    await store.handleSubmit(onValid, onInvalid)();
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledOnce();
    expect(Object.keys(store.errorsSnapshot())).toEqual(['name', 'address.city', 'address.zip']);
    expect(store.errorsSnapshot()['address.zip']?.message).toBe('Enter a ZIP code.');
  });

  it('checks a field again as it changes after a failed submit, keeping the others', async () => {
    const store = new FormStore(empty, schema);
    await store.handleSubmit(vi.fn())();
    store.changeField('address.city', 'Denver');
    expect(Object.keys(store.errorsSnapshot())).toEqual(['name', 'address.zip']);
    store.changeField('address.city', '');
    expect(Object.keys(store.errorsSnapshot())).toEqual(['name', 'address.city', 'address.zip']);
    // A value set by the page (not typed) is not checked; a typed one is.
    store.setValue('name', 'Mountain Peak Ventures LLC');
    expect(store.errorsSnapshot().name).toBeDefined();
    store.changeField('name', 'Mountain Peak Ventures LLC');
    expect(store.errorsSnapshot().name).toBeUndefined();
  });

  it('submits the parsed values and is submitting until the handler finishes', async () => {
    const store = new FormStore(empty, schema);
    store.changeField('name', 'Mountain Peak Ventures LLC');
    store.setValue('address', { city: 'Denver', zip: '80202' });
    let submittingInside = false;
    await store.handleSubmit(async (values) => {
      submittingInside = store.submittingSnapshot();
      expect(values).toEqual({
        name: 'Mountain Peak Ventures LLC',
        address: { city: 'Denver', zip: '80202' },
      });
    })();
    expect(submittingInside).toBe(true);
    expect(store.submittingSnapshot()).toBe(false);
  });

  it('keeps errors set from outside until they are cleared or the field is checked again', async () => {
    const store = new FormStore(empty, schema);
    store.setError('name', { type: 'server', message: 'This name is taken.' });
    store.setError('address.zip', { type: 'server', message: 'No such ZIP code.' });
    store.clearErrors('address');
    expect(Object.keys(store.errorsSnapshot())).toEqual(['name']);
    store.clearErrors(['name']);
    expect(store.errorsSnapshot()).toEqual({});
  });

  it('never changes the values it was given, and reset starts again from them', () => {
    const given = structuredClone(empty);
    const store = new FormStore(given, schema);
    const listener = vi.fn();
    store.subscribe(listener);
    store.changeField('address.city', 'Boulder');
    expect(given).toEqual(empty);
    expect(store.getValues('address.city')).toBe('Boulder');
    expect(listener).toHaveBeenCalled();
    store.reset();
    expect(store.getValues()).toEqual(empty);
    store.reset({ name: 'Front Range Widgets, Inc.', address: { city: 'Golden', zip: '80401' } });
    expect(store.getValues('name')).toBe('Front Range Widgets, Inc.');
  });
});
