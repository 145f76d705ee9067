// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { ADMIN_AURORA, aurora, createFakeApi, json, SESSAO_ADMIN } from '../testing/fake-api';
import {
  $integrationCredentials,
  $integrationCredentialsError,
  $integrationCredentialsMessage,
  $newCredentialKey,
  integrationCredentialRevoked,
  integrationCredentialSubmitted,
  integrationCredentialsShown,
  TEXTOS_CREDENCIAIS,
  type IntegrationCredential,
} from './index';

const credencial = (idcredencial: number, nome: string): IntegrationCredential => ({
  idcredencial,
  nome,
  prefixo: 'sfi_abcdef',
  escopos: ['catalogue', 'prices'],
  limitePorMinuto: 120,
  criadoEm: '2026-12-01T10:00:00.000Z',
  ultimoUsoEm: null,
  revogadaEm: null,
});

function escopo(recusar = false) {
  const fake = createFakeApi([
    [
      /^\/v4\/painel\/[^/]+\/integracao\/credenciais$/,
      (request) => {
        if (recusar)
          return json({ mensagem: 'Acesso negado: só o administrador.', codigo: 'integracao.acesso-negado' }, 403);
        return request.method === 'POST'
          ? json({ credencial: credencial(2, 'ERP novo'), chave: 'sfi_chave_mostrada_uma_vez' })
          : json({ credenciais: [credencial(1, 'ERP antigo')] });
      },
    ],
    [
      /^\/v4\/painel\/[^/]+\/integracao\/credenciais\/1\/revogar$/,
      () => json({ credencial: { ...credencial(1, 'ERP antigo'), revogadaEm: '2026-12-02T10:00:00.000Z' } }),
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
  return { scope, fake };
}

describe('painel: integration credentials', () => {
  it('lists them, creates one showing its key once, and revokes one', async () => {
    const { scope } = escopo();
    await allSettled(integrationCredentialsShown, { scope });
    expect(scope.getState($integrationCredentials)?.map((c) => c.nome)).toEqual(['ERP antigo']);
    await allSettled(integrationCredentialSubmitted, {
      scope,
      params: { nome: 'ERP novo', escopos: ['catalogue', 'prices'] },
    });
    expect(scope.getState($integrationCredentials)?.map((c) => c.nome)).toEqual(['ERP novo', 'ERP antigo']);
    expect(scope.getState($newCredentialKey)).toEqual({ idcredencial: 2, chave: 'sfi_chave_mostrada_uma_vez' });
    expect(scope.getState($integrationCredentialsMessage)).toEqual({
      tom: 'positive',
      texto: TEXTOS_CREDENCIAIS.criada,
    });
    await allSettled(integrationCredentialRevoked, { scope, params: 1 });
    expect(scope.getState($integrationCredentials)?.find((c) => c.idcredencial === 1)?.revogadaEm).not.toBeNull();
    // Opening the screen again forgets the key: it is shown once.
    await allSettled(integrationCredentialsShown, { scope });
    expect(scope.getState($newCredentialKey)).toBeNull();
  });

  it("shows the server's refusal", async () => {
    const { scope } = escopo(true);
    await allSettled(integrationCredentialsShown, { scope });
    expect(scope.getState($integrationCredentials)).toBeNull();
    expect(scope.getState($integrationCredentialsError)).toBe('Acesso negado: só o administrador.');
  });
});
