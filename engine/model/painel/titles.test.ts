// @vitest-environment node
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $api } from '../app';
import { $token, $usuario } from '../session';
import { $fornecedor } from '../supplier';
import { aurora, createFakeApi, json } from '../testing/fake-api';
import { $titlesMessage, $deskTitles, deskTitlesOpened, titlePaidClicked, type TituloPainel } from './index';

const titulo = (idtitulo: number, over: Partial<TituloPainel> = {}): TituloPainel => ({
  idtitulo,
  idcliente: 1,
  cliente: 'Maria',
  numero: `NF ${idtitulo}`,
  numpedido: null,
  parcela: 1,
  total_parcelas: 1,
  vencimento: '2026-11-24',
  valor: 350,
  status: 'aberto',
  situacao: 'vencido',
  pago_em: null,
  ...over,
});

function escopo(pagar: () => Response) {
  const fake = createFakeApi([
    [/^\/v4\/painel\/[^/]+\/titulos$/, () => json({ titulos: [titulo(1), titulo(2, { situacao: 'a_vencer' })] })],
    [/^\/v4\/painel\/[^/]+\/titulos\/1\/pago$/, pagar],
  ]);
  const scope = fork({
    values: [
      [$api, fake.api],
      [$fornecedor, aurora],
      [$token, 'sessao_0123456789abcdefABCDEF'],
      [
        $usuario,
        {
          idusuario: 9,
          idcliente: 0,
          nome: 'Atendente',
          email: 'atendente@aurora.com.br',
          cpf: null,
          papel: 'atendente' as const,
          principal: true,
          cadastro_aprovado: true,
          fornecedor_logado: aurora.idfornecedor,
        },
      ],
    ],
  });
  return { scope, fake };
}

describe("the desk's titles of a client", () => {
  it("lists them for the client, and 'Marcar como pago' replaces the row with the server's", async () => {
    const { scope, fake } = escopo(() =>
      json(titulo(1, { status: 'pago', situacao: 'pago', pago_em: '2026-12-05T12:00:00.000Z' })),
    );
    await allSettled(deskTitlesOpened, { scope, params: 1 });
    expect(new URL(fake.requests[0]!.url).searchParams.get('idcliente')).toBe('1');
    expect(fake.requests[0]!.headers.get('authorization')).toBe('Bearer sessao_0123456789abcdefABCDEF');
    await allSettled(titlePaidClicked, { scope, params: 1 });
    expect(scope.getState($deskTitles)?.map((t) => t.situacao)).toEqual(['pago', 'a_vencer']);
    expect(scope.getState($titlesMessage)).toEqual({
      tom: 'positive',
      texto: 'Título NF 1 marcado como pago. O limite disponível do cliente foi atualizado.',
    });
  });

  it("a refusal shows the server's message", async () => {
    const { scope } = escopo(() => json({ mensagem: 'Este título já está pago.', codigo: 'titulo.ja-pago' }, 409));
    await allSettled(deskTitlesOpened, { scope, params: 1 });
    await allSettled(titlePaidClicked, { scope, params: 1 });
    expect(scope.getState($titlesMessage)).toEqual({ tom: 'critical', texto: 'Este título já está pago.' });
    expect(scope.getState($deskTitles)?.[0]?.status).toBe('aberto');
  });
});
