import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $usuario } from '#engine/model/session';
import { CARLOS, MARIA, renderInScope } from '../groups/account/testing';
import { AccountSummary } from './account-summary';
import { accountSummaryProps } from './schema';
import type { AccountSummaryProps } from './schema';

afterEach(cleanup);

const show = (over: Partial<AccountSummaryProps> = {}, usuario = MARIA) =>
  renderInScope(<AccountSummary id="conta" props={accountSummaryProps.parse(over)} />, [[$usuario, usuario]]);

describe('account-summary', () => {
  it("by default is today's 'Minha conta': the shortcuts, the data and the e-mail/password in one form", () => {
    show();
    const atalhos = screen.getByRole('navigation', { name: 'Atalhos da conta' });
    expect([...atalhos.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Meus pedidos',
      'Minhas assinaturas',
      'Meus endereços',
      'Faturas',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Meus dados' })).toBeTruthy();
    expect((screen.getByLabelText('Nome completo') as HTMLInputElement).value).toBe('Maria Oliveira Santos');
    expect(screen.getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByText('Cliente')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'E-mail e senha' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('maria@exemplo.com.br');
    expect(screen.getByText('Deixe em branco para manter a atual.')).toBeTruthy();
    expect(screen.getByText('Necessária para trocar o e-mail ou a senha.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Salvar alterações' })).toHaveLength(1);
    expect(document.querySelectorAll('form')).toHaveLength(1);
  });

  it('leaves out the shortcuts, the document or a section, and renames the sections', () => {
    show({ mostrarAtalhos: false, mostrarDocumento: false, tituloDados: 'Seus dados', mostrarAcesso: false });
    expect(screen.queryByRole('navigation', { name: 'Atalhos da conta' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Seus dados' })).toBeTruthy();
    expect(screen.queryByText('529.982.247-25')).toBeNull();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeTruthy();
  });

  it('shows the e-mail and password section alone, with its own help texts (empty: none)', () => {
    show({
      mostrarDados: false,
      tituloAcesso: 'Acesso',
      ajudaNovaSenha: '',
      ajudaSenhaAtual: 'Confirme com a senha de hoje.',
    });
    expect(screen.queryByLabelText('Nome completo')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Acesso' })).toBeTruthy();
    expect(screen.queryByText('Deixe em branco para manter a atual.')).toBeNull();
    expect(screen.getByText('Confirme com a senha de hoje.')).toBeTruthy();
  });

  it('without either section, only the shortcuts', () => {
    show({ mostrarDados: false, mostrarAcesso: false });
    expect(screen.getByRole('navigation', { name: 'Atalhos da conta' })).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
  });

  it('shows no document for a user without one (a representative)', () => {
    show({}, CARLOS);
    expect(screen.queryByText('CPF/CNPJ')).toBeNull();
  });

  it('refuses an empty title and keeps every default when the props are {}', () => {
    expect(accountSummaryProps.safeParse({ tituloDados: '' }).success).toBe(false);
    expect(accountSummaryProps.parse({})).toMatchObject({
      mostrarAtalhos: true,
      mostrarDados: true,
      mostrarAcesso: true,
    });
  });
});
