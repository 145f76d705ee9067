/**
 * A local fake of ViaCEP's API for the tests (`GET /ws/{cep}/json/`), on 127.0.0.1 and a free
 * port: it answers the CEPs it was given as ViaCEP does (`logradouro`, `bairro`, `localidade`,
 * `uf`, …), `{ "erro": true }` for any other 8 digits and 400 for a malformed one. `lento(ms)`
 * makes it wait before answering (a timeout), `quebrado(true)` answers 500; `close()` stops it
 * (the provider then cannot be reached). It records the CEPs asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CepFake {
  logradouro: string;
  bairro: string;
  localidade: string;
  uf: string;
  complemento?: string;
}

/** Real CEPs of Campinas (Aurora's city), as ViaCEP answers them. */
export const CEPS_CAMPINAS: Readonly<Record<string, CepFake>> = {
  '13015002': {
    logradouro: 'Rua Barão de Jaguara',
    bairro: 'Centro',
    localidade: 'Campinas',
    uf: 'SP',
    complemento: 'até 1199 - lado par',
  },
  '13025320': { logradouro: 'Avenida José de Souza Campos', bairro: 'Cambuí', localidade: 'Campinas', uf: 'SP' },
  '13083970': {
    logradouro: 'Rua Sérgio Buarque de Holanda',
    bairro: 'Cidade Universitária',
    localidade: 'Campinas',
    uf: 'SP',
  },
  '13087460': {
    logradouro: 'Avenida Engenheiro Antônio Francisco de Paula Souza',
    bairro: 'Taquaral',
    localidade: 'Campinas',
    uf: 'SP',
  },
};

export interface FakeViaCep {
  url: string;
  consultados: string[];
  lento(ms: number): void;
  quebrado(sim: boolean): void;
  close(): Promise<void>;
}

export async function startFakeViaCep(ceps: Readonly<Record<string, CepFake>> = CEPS_CAMPINAS): Promise<FakeViaCep> {
  let atraso = 0;
  let falha = false;
  const consultados: string[] = [];
  const server: Server = createServer((req, res) => {
    const m = /^\/ws\/([^/]+)\/json\/?$/.exec(req.url ?? '');
    const responder = () => {
      if (res.destroyed) return;
      if (falha) {
        res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>erro</h1>');
        return;
      }
      if (!m) {
        res.writeHead(404).end();
        return;
      }
      const cep = decodeURIComponent(m[1] as string);
      consultados.push(cep);
      if (!/^\d{8}$/.test(cep)) {
        res.writeHead(400, { 'content-type': 'text/html' }).end('<h2>Bad Request (400)</h2>');
        return;
      }
      const dados = ceps[cep];
      const corpo = dados
        ? {
            cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
            complemento: '',
            unidade: '',
            ibge: '3509502',
            gia: '2446',
            ddd: '19',
            siafi: '6291',
            ...dados,
          }
        : { erro: true };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(corpo));
    };
    if (atraso > 0) setTimeout(responder, atraso);
    else responder();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    consultados,
    lento: (ms) => {
      atraso = ms;
    },
    quebrado: (sim) => {
      falha = sim;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
