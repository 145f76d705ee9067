import { describe, expect, it } from 'vitest';
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from '#engine/rules/tax-ids';
import { DEMO_ACCOUNTS, DEMO_CLIENTES, tabelaContasDemoMarkdown } from './demo-accounts';
import { AURORA, AURORA_ATACADO, CONSTRUFORTE } from './fornecedores';

describe('demo accounts', () => {
  it('use valid CPF/CNPJ numbers, digits only, with matching formatted forms', () => {
    for (const c of DEMO_CLIENTES) {
      expect(c.documento).toMatch(/^\d+$/);
      if (c.tipo_documento === 'CPF') {
        expect(isValidCpf(c.documento)).toBe(true);
        expect(formatCpf(c.documento)).toBe(c.documentoFormatado);
      } else {
        expect(isValidCnpj(c.documento)).toBe(true);
        expect(formatCnpj(c.documento)).toBe(c.documentoFormatado);
      }
    }
    expect(DEMO_CLIENTES.map((c) => c.documentoFormatado)).toEqual(
      expect.arrayContaining(['529.982.247-25', '11.222.333/0001-81']),
    );
    for (const cnpj of [AURORA.config.rodape.cnpj, CONSTRUFORTE.config.rodape.cnpj, AURORA_ATACADO.config.rodape.cnpj])
      expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('cover every role of the spec with unique e-mails and ids', () => {
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.papel))).toEqual(
      new Set(['cliente', 'representante', 'usuario_vinculado', 'atendente', 'admin_fornecedor']),
    );
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(DEMO_ACCOUNTS.length);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.idusuario)).size).toBe(DEMO_ACCOUNTS.length);
  });

  it('give every demo shop an attendant and an admin (issue 35)', () => {
    for (const loja of [AURORA, CONSTRUFORTE, AURORA_ATACADO])
      for (const papel of ['atendente', 'admin_fornecedor'] as const)
        expect(
          DEMO_ACCOUNTS.some((a) => a.papel === papel && a.idfornecedor === loja.idfornecedor),
          `${loja.slug}: ${papel}`,
        ).toBe(true);
  });

  it('render as a Markdown table listing every login and password', () => {
    const tabela = tabelaContasDemoMarkdown();
    expect(tabela.split('\n')).toHaveLength(DEMO_ACCOUNTS.length + 2);
    for (const a of DEMO_ACCOUNTS) {
      expect(tabela).toContain(a.email);
      expect(tabela).toContain(`\`${a.senha}\``);
    }
    expect(tabela).toContain('529.982.247-25');
  });
});
