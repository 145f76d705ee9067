import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { ADMIN_AURORA, aurora, createFakeApi, json, SESSAO_ADMIN } from '../testing/fake-api';
import {
  $registrations,
  $registrationsFilter,
  $registrationsMessage,
  registrationApproved,
  registrationRefused,
  registrationsShown,
  TEXTOS_APROVACOES,
  type PendingRegistration,
} from './index';

const cadastro = (idcadastro: number, nome: string): PendingRegistration => ({
  idcadastro,
  idcliente: idcadastro + 100,
  nome,
  documento: '11222333000181',
  tipoDocumento: 'CNPJ',
  email: `${idcadastro}@exemplo.com.br`,
  telefone: null,
  razaoSocial: null,
  nomeFantasia: null,
  inscricaoEstadual: null,
  criadoEm: '2026-12-01T10:00:00.000Z',
  situacao: 'pendente',
  motivo: null,
  decididoEm: null,
  decididoPor: null,
});

function escopo() {
  const corpos: unknown[] = [];
  const fake = createFakeApi([
    [
      /^\/v4\/painel\/[^/]+\/cadastros$/,
      () => json({ cadastros: [cadastro(1, 'Ana Lima'), cadastro(2, 'Bruno Reis')] }),
    ],
    [
      /^\/v4\/painel\/[^/]+\/cadastros\/1\/aprovar$/,
      () => json({ cadastro: { ...cadastro(1, 'Ana Lima'), situacao: 'aprovado' } }),
    ],
    [
      /^\/v4\/painel\/[^/]+\/cadastros\/2\/recusar$/,
      async (request) => {
        corpos.push(await request.json());
        return json({ cadastro: { ...cadastro(2, 'Bruno Reis'), situacao: 'recusado', motivo: 'Fora da área.' } });
      },
    ],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, SESSAO_ADMIN],
      [$usuario, ADMIN_AURORA],
    ] as never,
  });
  return { scope, corpos };
}

describe('painel: registration approvals', () => {
  it('lists the pending ones; an approved or refused one leaves the list with its message', async () => {
    const { scope, corpos } = escopo();
    await allSettled(registrationsShown, { scope, params: 'pendente' });
    expect(scope.getState($registrationsFilter)).toBe('pendente');
    expect(scope.getState($registrations)?.map((c) => c.nome)).toEqual(['Ana Lima', 'Bruno Reis']);
    await allSettled(registrationApproved, { scope, params: 1 });
    expect(scope.getState($registrations)?.map((c) => c.nome)).toEqual(['Bruno Reis']);
    expect(scope.getState($registrationsMessage)).toEqual({
      tom: 'positive',
      texto: TEXTOS_APROVACOES.aprovado('Ana Lima'),
    });
    await allSettled(registrationRefused, { scope, params: { idcadastro: 2, motivo: 'Fora da área.' } });
    expect(corpos).toEqual([{ motivo: 'Fora da área.' }]);
    expect(scope.getState($registrations)).toEqual([]);
    expect(scope.getState($registrationsMessage)).toEqual({
      tom: 'positive',
      texto: TEXTOS_APROVACOES.recusado('Bruno Reis'),
    });
  });
});
