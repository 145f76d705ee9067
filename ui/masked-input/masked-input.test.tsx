import { fireEvent, render } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DocumentField, PhoneField } from './masked-input';
import { DOCUMENT, documentChars, documentMaskKind, formatMasked, maskEdit, PHONE_NUMBER, phoneDigits } from './masks';
import type { MaskKind } from './masks';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const alnum = fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFabcdef.-/ '), maxLength: 20 });

/** Typing the characters one at a time at the end of the field. */
function typeAtEnd(text: string, kind: MaskKind): string {
  let value = '';
  for (const ch of text)
    value = maskEdit(
      { previous: value, value: value + ch, caret: value.length + 1, inputType: 'insertText' },
      kind,
    ).value;
  return value;
}

describe('document mask', () => {
  it('picks CPF up to 11 digits and CNPJ beyond, or with a letter', () => {
    expect(documentMaskKind('529.982.247-25')).toBe('cpf');
    expect(documentMaskKind('11222333000181')).toBe('cnpj');
    expect(documentMaskKind('12abc')).toBe('cnpj');
  });

  it('formats numeric and alphanumeric documents, pasted with or without punctuation', () => {
    const f = (text: string) => formatMasked(text, DOCUMENT);
    expect(f('52998224725')).toBe('529.982.247-25');
    expect(f('5299')).toBe('529.9');
    expect(f('529')).toBe('529');
    expect(f('11222333000181')).toBe('11.222.333/0001-81');
    expect(f('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(f('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    // The last two places of a CNPJ are check digits: a letter there is dropped.
    expect(f('12ABC34501DEX3')).toBe('12.ABC.345/01DE-3');
  });

  it('phone digits drop a pasted country code; 11 digits make a mobile number', () => {
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('(11) 3456-7890')).toBe('1134567890');
    expect(formatMasked('+55 (11) 98765-4321', PHONE_NUMBER)).toBe('(11) 98765-4321');
    expect(formatMasked('1134567890', PHONE_NUMBER)).toBe('(11) 3456-7890');
  });

  it('formatting is idempotent and keeps every digit of a CPF', () => {
    fc.assert(
      fc.property(
        alnum,
        (text) => formatMasked(formatMasked(text, DOCUMENT), DOCUMENT) === formatMasked(text, DOCUMENT),
      ),
    );
    fc.assert(fc.property(digits(0, 11), (d) => documentChars(formatMasked(d, DOCUMENT)) === d));
    fc.assert(fc.property(digits(0, 11), (d) => phoneDigits(formatMasked(d, PHONE_NUMBER)) === d));
  });

  it('typing one character at a time gives the same text as pasting them all at once', () => {
    fc.assert(fc.property(alnum, (text) => typeAtEnd(text, DOCUMENT) === formatMasked(text, DOCUMENT)));
    fc.assert(fc.property(digits(0, 14), (text) => typeAtEnd(text, PHONE_NUMBER) === formatMasked(text, PHONE_NUMBER)));
  });

  it('replacing the whole text (select all, then type or paste) gives the new text alone', () => {
    fc.assert(
      fc.property(digits(1, 11), digits(1, 11), (old, pasted) => {
        const previous = formatMasked(old, DOCUMENT);
        // The browser has already replaced the selection when the change arrives.
        return (
          maskEdit({ previous, value: pasted, caret: pasted.length, inputType: 'insertFromPaste' }, DOCUMENT).value ===
          formatMasked(pasted, DOCUMENT)
        );
      }),
    );
  });

  it('a backspace removes one digit, also right after punctuation, and the caret stays where it was', () => {
    fc.assert(
      fc.property(digits(2, 11), fc.nat(), (d, at) => {
        const previous = formatMasked(d, DOCUMENT);
        const caret = 1 + (at % previous.length);
        const value = previous.slice(0, caret - 1) + previous.slice(caret);
        const next = maskEdit({ previous, value, caret: caret - 1, inputType: 'deleteContentBackward' }, DOCUMENT);
        const before = documentChars(previous.slice(0, caret)).length;
        const expected = d.slice(0, before - 1) + d.slice(before);
        return (
          documentChars(next.value) === expected &&
          documentChars(next.value.slice(0, next.caret)) === expected.slice(0, before - 1)
        );
      }),
    );
  });

  it('a digit typed in the middle keeps the caret right after it', () => {
    fc.assert(
      fc.property(digits(1, 10), fc.nat(), fc.constantFrom(...'0123456789'), (d, at, typed) => {
        const previous = formatMasked(d, DOCUMENT);
        const caret = at % (previous.length + 1);
        const value = previous.slice(0, caret) + typed + previous.slice(caret);
        const next = maskEdit({ previous, value, caret: caret + 1, inputType: 'insertText' }, DOCUMENT);
        const before = documentChars(previous.slice(0, caret)).length;
        return documentChars(next.value.slice(0, next.caret)) === d.slice(0, before) + typed;
      }),
    );
  });
});

function Harness({ kind, initial = '' }: { kind: 'doc' | 'phone'; initial?: string }) {
  const [value, setValue] = useState(initial);
  const Field = kind === 'doc' ? DocumentField : PhoneField;
  return (
    <>
      <Field label="Campo" value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('masked fields', () => {
  it('are labelled inputs', () => {
    const view = render(<Harness kind="doc" />);
    expect(view.getByLabelText('Campo').tagName).toBe('INPUT');
    view.unmount();
    const phone = render(<PhoneField label="Telefone" value="" onValueChange={() => {}} error="Telefone inválido" />);
    const input = phone.getByLabelText('Telefone');
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getByText('Telefone inválido').id).toBe(input.getAttribute('aria-describedby'));
    phone.unmount();
  });

  it('masks every change for the caller, however fast they come, and shows an unmasked initial value masked', () => {
    const view = render(<Harness kind="doc" initial="52998224725" />);
    const input = view.getByLabelText('Campo') as HTMLInputElement;
    expect(input.value).toBe('529.982.247-25');
    // Three changes in the same task, as a paste, an autofill or a barcode reader sends them.
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.change(input, { target: { value: '1.2' } });
    fireEvent.change(input, { target: { value: '12abc34501de35' } });
    expect(input.value).toBe('12.ABC.345/01DE-35');
    expect(view.container.querySelector('output')?.textContent).toBe('12.ABC.345/01DE-35');
    view.unmount();
  });
});
