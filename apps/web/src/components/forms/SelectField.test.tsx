import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field } from './Field';
import { SelectField } from './SelectField';

const options = <><option value="">Kies</option><option value="blond">Blond</option></>;

describe('SelectField', () => {
  it('ties its error to the select for screen readers, exactly like Field', () => {
    render(
      <>
        <SelectField label="Haarkleur" id="hair" error="Kies een geldige waarde." value="" onChange={() => {}}>{options}</SelectField>
        <Field label="Naam" id="name" error="Kies een naam." value="" onChange={() => {}} />
      </>,
    );
    const select = screen.getByLabelText('Haarkleur');
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('hair-error');
    expect(document.getElementById('hair-error')?.textContent).toBe('Kies een geldige waarde.');
    expect(select.className).toContain('is-invalid');
    const input = screen.getByLabelText('Naam');
    for (const attribute of ['aria-invalid', 'aria-describedby']) {
      expect(select.getAttribute(attribute)?.replace('hair', '')).toBe(input.getAttribute(attribute)?.replace('name', ''));
    }
  });

  it('describes itself by its error and its hint, and by neither when there are none', () => {
    const { rerender } = render(<SelectField label="Regio" error="Onbekende regio." hint="Waar woon je?">{options}</SelectField>);
    const select = screen.getByLabelText('Regio');
    const ids = select.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Onbekende regio.', 'Waar woon je?']);
    rerender(<SelectField label="Regio">{options}</SelectField>);
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect(select.getAttribute('aria-describedby')).toBeNull();
    expect(select.className).not.toContain('is-invalid');
  });
});
