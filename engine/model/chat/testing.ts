/**
 * Test helper: a fake socket.io client socket for the chat model's tests. The test plays the
 * server: `serverConnects`, `serverEmits`, `serverRefuses`, `serverDisconnects`, and answers the
 * acknowledged events with `responder`; `emitidos` lists what the model sent.
 */
import { allSettled, createEvent, type Scope } from 'effector';
import type { ChatSocket, Mensagem } from './texts';

type Ouvinte = (...args: unknown[]) => void;

export class FakeSocket implements ChatSocket {
  emitidos: [string, unknown][] = [];
  auth: unknown = null;
  active = true;
  desligado = false;
  /** How many times the model asked to connect again (after a refusal). */
  conexoes = 0;
  private ouvintes = new Map<string, Ouvinte[]>();
  private ouvintesIo = new Map<string, Ouvinte[]>();
  private respostas = new Map<string, (payload: never) => unknown>();
  private salas = new Map<string, Mensagem[]>();

  io = {
    opts: {} as { query?: unknown },
    on: (evento: string, ouvinte: (...args: never[]) => void) => {
      this.ouvintesIo.set(evento, [...(this.ouvintesIo.get(evento) ?? []), ouvinte as Ouvinte]);
    },
  };

  on(evento: string, ouvinte: (...args: never[]) => void) {
    this.ouvintes.set(evento, [...(this.ouvintes.get(evento) ?? []), ouvinte as Ouvinte]);
    return this;
  }

  emit(evento: string, payload: unknown) {
    this.emitidos.push([evento, payload]);
    return this;
  }

  timeout() {
    return {
      emitWithAck: async (evento: string, payload: unknown) => {
        this.emitidos.push([evento, payload]);
        const resposta = this.respostas.get(evento);
        // An event the test does not answer: the server's ack says nothing more.
        return resposta ? resposta(payload as never) : null;
      },
    };
  }

  connect() {
    this.conexoes++;
    return this;
  }

  disconnect() {
    this.desligado = true;
    return this;
  }

  responder<P>(evento: string, fn: (payload: P) => unknown) {
    this.respostas.set(evento, fn as (payload: never) => unknown);
  }

  /** What the server has stored in a room. */
  guardar(sala: string, mensagens: Mensagem[]) {
    this.salas.set(sala, mensagens);
  }

  historico(sala: string): Mensagem[] {
    return this.salas.get(sala) ?? [];
  }

  /** Runs listeners inside the scope and waits for the model to settle. */
  private async disparar(scope: Scope, ouvintes: Ouvinte[] | undefined, args: unknown[]) {
    const flushed = createEvent();
    for (const o of ouvintes ?? []) o(...args);
    await allSettled(flushed, { scope });
    // The acknowledgements are promises: let them resolve, then settle again.
    await new Promise((r) => setImmediate(r));
    await allSettled(scope);
  }

  serverConnects(scope: Scope) {
    this.active = true;
    return this.disparar(scope, this.ouvintes.get('connect'), []);
  }

  serverEmits(scope: Scope, evento: string, payload?: unknown) {
    return this.disparar(scope, this.ouvintes.get(evento), [payload]);
  }

  serverDisconnects(scope: Scope, motivo: string) {
    return this.disparar(scope, this.ouvintes.get('disconnect'), [motivo]);
  }

  serverRefuses(scope: Scope, data: { mensagem: string; codigo: string }) {
    this.active = false;
    const erro = Object.assign(new Error(data.mensagem), { data });
    return this.disparar(scope, this.ouvintes.get('connect_error'), [erro]);
  }

  ioEmits(scope: Scope, evento: string, ...args: unknown[]) {
    return this.disparar(scope, this.ouvintesIo.get(evento), args);
  }
}
