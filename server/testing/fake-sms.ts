/**
 * A local fake SMS provider for the tests (the contract of server/modules/verificacao/provedor-sms.ts):
 * `POST /` with `{ para, mensagem }` on 127.0.0.1 and a free port, recorded in `mensagens` with
 * the Authorization header it came with; `quebrado(true)` answers 500. `close()` stops it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmsRecebido {
  para: string;
  mensagem: string;
  authorization: string | undefined;
}

export interface FakeSms {
  url: string;
  mensagens: SmsRecebido[];
  quebrado(sim: boolean): void;
  close(): Promise<void>;
}

export async function startFakeSms(): Promise<FakeSms> {
  let falha = false;
  const mensagens: SmsRecebido[] = [];
  const server: Server = createServer((req, res) => {
    let corpo = '';
    req.setEncoding('utf8');
    req.on('data', (parte: string) => {
      corpo += parte;
    });
    req.on('end', () => {
      if (falha || req.method !== 'POST') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"erro":true}');
        return;
      }
      const { para, mensagem } = JSON.parse(corpo) as { para: string; mensagem: string };
      mensagens.push({ para, mensagem, authorization: req.headers.authorization });
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    mensagens,
    quebrado: (sim) => {
      falha = sim;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
