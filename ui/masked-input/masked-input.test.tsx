import { format } from '@react-input/mask';
import { render } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, describe, expect, it } from 'vitest';

// The library runs a focus timer; let it end before the environment goes away.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 20)));
import { DocumentField, PhoneField } from './masked-input';
import { documentMaskKind, documentMaskOptions, phoneDigits } from './masks';

describe('document mask', () => {
  it('picks CPF up to 11 digits and CNPJ beyond, or with a letter', () => {
    expect(documentMaskKind('529.982.247-25')).toBe('cpf');
    expect(documentMaskKind('11222333000181')).toBe('cnpj');
    expect(documentMaskKind('12abc')).toBe('cnpj');
  });

  it('formats numeric and alphanumeric documents, pasted with or without punctuation', () => {
    const f = (text: string) => format(text.toUpperCase(), documentMaskOptions(text));
    expect(f('52998224725')).toBe('529.982.247-25');
    expect(f('11222333000181')).toBe('11.222.333/0001-81');
    expect(f('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(f('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('phone digits drop a pasted country code', () => {
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('(11) 3456-7890')).toBe('1134567890');
  });
});

function Harness({ kind }: { kind: 'doc' | 'phone' }) {
  const [value, setValue] = useState('');
  const Field = kind === 'doc' ? DocumentField : PhoneField;
  return <Field label="Campo" value={value} onValueChange={setValue} />;
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

});
