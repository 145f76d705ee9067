import { describe, expect, it } from 'vitest';
import { assinarWebhook, novoSegredoWebhook, verificarAssinaturaWebhook } from './assinatura';

describe('webhook signature', () => {
  const segredo = novoSegredoWebhook();
  const corpo = '{"evento":"pedido.criado","idevento":1}';
  it('verifies its own signature over the same bytes and time', () => {
    const assinatura = assinarWebhook(segredo, 1_800_000_000, corpo);
    expect(assinatura).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verificarAssinaturaWebhook(segredo, '1800000000', corpo, assinatura, 1_800_000_010)).toBe(true);
  });
  it('refuses another body, another secret, another time, or an old timestamp', () => {
    const assinatura = assinarWebhook(segredo, 1_800_000_000, corpo);
    expect(verificarAssinaturaWebhook(segredo, '1800000000', `${corpo} `, assinatura, 1_800_000_000)).toBe(false);
    expect(verificarAssinaturaWebhook(novoSegredoWebhook(), '1800000000', corpo, assinatura, 1_800_000_000)).toBe(
      false,
    );
    expect(verificarAssinaturaWebhook(segredo, '1800000001', corpo, assinatura, 1_800_000_000)).toBe(false);
    expect(verificarAssinaturaWebhook(segredo, '1800000000', corpo, assinatura, 1_800_001_000)).toBe(false);
    expect(verificarAssinaturaWebhook(segredo, 'x', corpo, assinatura, 1_800_000_000)).toBe(false);
  });
});
