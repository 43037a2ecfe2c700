import { afterEach, describe, expect, it } from 'vitest';
import { FieldRegistry } from './fields';
import { FormFocus } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('FormFocus', () => {
  it("finds a field's registered element first, then the form's element by that name", () => {
    const fields = new FieldRegistry();
    const focus = new FormFocus(fields);
    const form = document.createElement('form');
    form.innerHTML = '<input name="a"><input type="radio" name="r"><input type="radio" name="r">';
    document.body.append(form);
    focus.setFormElement(form);
    const own = document.createElement('button');
    document.body.append(own);
    fields.add('a', { element: own });
    expect(focus.element('a')).toBe(own);
    expect(focus.element('r')).toBe(form.querySelector('[name="r"]'));
    expect(focus.focus('r')).toBe(true);
    expect(document.activeElement).toBe(form.querySelector('[name="r"]'));
    expect(focus.focus('missing')).toBe(false);
  });

  it('orders items as their fields appear on the page, others by registration', () => {
    const fields = new FieldRegistry();
    const focus = new FormFocus(fields);
    const first = document.createElement('input');
    const second = document.createElement('input');
    document.body.append(first, second);
    fields.add('late', { element: second });
    fields.add('early', { element: first });
    fields.add('hidden', { element: null });
    const sorted = focus.inPageOrder([{ name: 'hidden' }, { name: 'late' }, { name: 'early' }]);
    expect(sorted.map((i) => i.name)).toEqual(['early', 'late', 'hidden']);
  });

  it('knows whether an error summary is mounted', () => {
    const focus = new FormFocus(new FieldRegistry());
    const unmount = focus.registerSummary();
    expect(focus.hasSummary()).toBe(true);
    unmount();
    expect(focus.hasSummary()).toBe(false);
  });
});
