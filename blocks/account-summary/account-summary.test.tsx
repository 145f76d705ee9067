import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $usuario } from '#engine/model/session';
import { json } from '#engine/model/testing/fake-api';
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

describe("account-summary: 'Telefone e empresa' (issue 34)", () => {
  const EMPRESA = {
    nome: 'Maria Oliveira Santos',
    email: 'maria@exemplo.com.br',
    cpf: '11.222.333/0001-81',
    tipo_documento: 'CNPJ',
    telefone: '11987654321',
    whatsapp: false,
    razao_social: 'Mercado Bom Preço Ltda',
    nome_fantasia: null,
    inscricao_estadual: 'ISENTO',
    uf_inscricao_estadual: null,
    pode_alterar_empresa: true,
  };
  const comDados = (dados: object, post?: (req: Request) => Response | Promise<Response>) =>
    renderInScope(
      <AccountSummary id="conta" props={accountSummaryProps.parse({})} />,
      [[$usuario, MARIA]],
      [[/^\/v1\/app\/[^/]+\/usuario$/, (req) => (req.method === 'POST' && post ? post(req) : json(dados))]],
    );

  it("the principal user edits the phone (masked), the opt-in and the company's data, in a form of their own", async () => {
    let enviado: unknown = null;
    comDados(EMPRESA, async (req) => {
      enviado = await req.json();
      return json({
        ok: true,
        criado: false,
        cadastro_aprovado: true,
        mensagem: 'Cadastro atualizado',
        message_after_create: null,
        autenticacao: null,
      });
    });
    const telefone = (await screen.findByLabelText('Telefone')) as HTMLInputElement;
    expect(telefone.value).toBe('(11) 98765-4321');
    expect((screen.getByLabelText('Razão social') as HTMLInputElement).value).toBe('Mercado Bom Preço Ltda');
    expect((screen.getByLabelText('Inscrição estadual') as HTMLInputElement).value).toBe('isento');
    const whatsapp = screen.getByLabelText(/WhatsApp/) as HTMLInputElement;
    expect(whatsapp.checked).toBe(false);
    fireEvent.click(whatsapp);
    fireEvent.change(screen.getByLabelText('Nome fantasia (opcional)'), { target: { value: 'Bom Preço' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar telefone e empresa' }));
    await waitFor(() => expect(enviado).not.toBeNull());
    expect(enviado).toMatchObject({
      telefone: '(11) 98765-4321',
      whatsapp: true,
      nome_fantasia: 'Bom Preço',
      inscricao_estadual: 'isento',
    });
    expect(await screen.findByText('Cadastro atualizado')).toBeTruthy();
  });

  it('refuses an opt-in without a phone before sending; a user who may not change them only sees them', async () => {
    comDados({ ...EMPRESA, telefone: null });
    fireEvent.click(await screen.findByLabelText(/WhatsApp/));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar telefone e empresa' }));
    expect(await screen.findByText('Informe o telefone para receber mensagens pelo WhatsApp.')).toBeTruthy();
    cleanup();
    comDados({ ...EMPRESA, pode_alterar_empresa: false });
    expect(await screen.findByText('Só o usuário principal do cliente pode alterar estes dados.')).toBeTruthy();
    expect(screen.getByText('(11) 98765-4321')).toBeTruthy();
    expect(screen.getByText('Isento')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar telefone e empresa' })).toBeNull();
  });
});
