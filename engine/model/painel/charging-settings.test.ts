// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { ADMIN_AURORA, aurora, createFakeApi, json, SESSAO_ADMIN } from '../testing/fake-api';
import {
  $chargingSettings,
  $chargingSettingsError,
  $chargingSettingsMessage,
  chargingSettingsShown,
  chargingSettingsSubmitted,
  type ConfiguracoesCobranca,
} from './index';
import { TEXTOS_COBRANCA } from './charging-settings';

const RECUSA = {
  mensagem: 'A multa deve ser um número de 0 a 100 (%), com no máximo duas casas decimais.',
  codigo: 'configuracoes-cobranca.invalido',
};

function escopo(recusar: 'ler' | 'salvar' | null = null) {
  let salvas: ConfiguracoesCobranca = { limiteAumentoAssinaturaPct: 10, multaPct: 2, jurosPct: 1, jurosPeriodo: 'mes' };
  const fake = createFakeApi([
    [
      /^\/v4\/painel\/[^/]+\/configuracoes-cobranca$/,
      async (request) => {
        if (request.method === 'PUT') {
          if (recusar === 'salvar') return json(RECUSA, 400);
          salvas = (await request.json()) as ConfiguracoesCobranca;
          return json(salvas);
        }
        if (recusar === 'ler')
          return json({ mensagem: 'Acesso negado: só a equipe.', codigo: 'painel.acesso-negado' }, 403);
        return json(salvas);
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
  return { scope, fake };
}

describe('painel: charging settings', () => {
  it('reads them, saves new ones and says so', async () => {
    const { scope } = escopo();
    await allSettled(chargingSettingsShown, { scope });
    expect(scope.getState($chargingSettings)?.limiteAumentoAssinaturaPct).toBe(10);
    const novas: ConfiguracoesCobranca = {
      limiteAumentoAssinaturaPct: 15,
      multaPct: 2.5,
      jurosPct: 0.5,
      jurosPeriodo: 'dia',
    };
    await allSettled(chargingSettingsSubmitted, { scope, params: novas });
    expect(scope.getState($chargingSettings)).toEqual(novas);
    expect(scope.getState($chargingSettingsMessage)).toEqual({ tom: 'positive', texto: TEXTOS_COBRANCA.cobrancaSalva });
  });

  it("shows the server's refusal of a save and keeps the saved values", async () => {
    const { scope } = escopo('salvar');
    await allSettled(chargingSettingsShown, { scope });
    await allSettled(chargingSettingsSubmitted, {
      scope,
      params: { limiteAumentoAssinaturaPct: 10, multaPct: 2.001, jurosPct: 1, jurosPeriodo: 'mes' },
    });
    expect(scope.getState($chargingSettingsMessage)).toEqual({ tom: 'critical', texto: RECUSA.mensagem });
    expect(scope.getState($chargingSettings)?.multaPct).toBe(2);
  });

  it("shows the server's refusal to read them", async () => {
    const { scope } = escopo('ler');
    await allSettled(chargingSettingsShown, { scope });
    expect(scope.getState($chargingSettings)).toBeNull();
    expect(scope.getState($chargingSettingsError)).toBe('Acesso negado: só a equipe.');
  });
});
