/**
 * The server's one clock: what time it is for the order submit and the subscriptions' scheduler
 * (`app.relogio.agora()`). In production it is the system clock. With RELOGIO_TESTE=1 (never in
 * production: server/config.ts refuses it) a browser journey moves it forward by whole days
 * (`POST /__teste/relogio`, server/modules/recorrencia), so "15 days later" is testable without
 * waiting; a moved clock only shifts what the scheduler and new orders see, never session expiry.
 */
export class Clock {
  private deslocamentoMs = 0;

  constructor(private readonly movel: boolean) {}

  /** Now, as the server's business rules read it. */
  agora(): Date {
    return new Date(Date.now() + this.deslocamentoMs);
  }

  /** Whether this clock may be moved (RELOGIO_TESTE=1). */
  get podeMover(): boolean {
    return this.movel;
  }

  /** Moves the clock forward by `dias` days (test-only; throws on a fixed clock). */
  avancarDias(dias: number): Date {
    if (!this.movel) throw new Error('O relógio do servidor só pode ser movido em teste (RELOGIO_TESTE=1).');
    this.deslocamentoMs += dias * 86_400_000;
    return this.agora();
  }
}
