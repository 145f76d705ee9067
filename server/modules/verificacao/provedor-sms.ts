/**
 * The SMS provider of the contact verification (SMS_PROVIDER_URL): `POST {url}` with the JSON
 * `{ "para": "+55…", "mensagem": "…" }`; a user and password in the URL are sent as Basic auth
 * (never logged). Any 2xx is a sent message. The tests point it at a local fake
 * (server/testing/fake-sms.ts). Unset: `null`, and the SMS channel answers that it is not available.
 */
import { HttpError } from '../../shared/http-error';

export interface ProvedorSms {
  enviar(para: string, mensagem: string): Promise<void>;
}

const TEMPO_MAXIMO_MS = 5_000;

export function criarProvedorSms(url: string | undefined): ProvedorSms | null {
  if (url === undefined) return null;
  const destino = new URL(url);
  const credencial =
    destino.username !== ''
      ? `Basic ${Buffer.from(`${decodeURIComponent(destino.username)}:${decodeURIComponent(destino.password)}`).toString('base64')}`
      : undefined;
  destino.username = '';
  destino.password = '';
  return {
    async enviar(para, mensagem) {
      let resposta: Response;
      try {
        resposta = await fetch(destino, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(credencial ? { authorization: credencial } : {}) },
          body: JSON.stringify({ para, mensagem }),
          signal: AbortSignal.timeout(TEMPO_MAXIMO_MS),
        });
      } catch {
        throw smsFalhou();
      }
      await resposta.body?.cancel();
      if (!resposta.ok) throw smsFalhou();
    },
  };
}

const smsFalhou = () =>
  new HttpError(
    502,
    'Não foi possível enviar o SMS agora. Tente de novo em alguns minutos ou receba o código por e-mail.',
    'verificacao.sms-falhou',
  );
