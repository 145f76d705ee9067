import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatBRL } from '#engine/rules/money';
import { TAG_ORCAMENTO } from '#engine/rules/tags';
import { checkoutScope, INSTRUCOES, openCheckout, renderInScope } from '#blocks/groups/checkout/testing/checkout-scope';
import { OrderSubmit } from './order-submit';
import { orderSubmitProps } from './schema';

afterEach(cleanup);

const props = (p: Partial<Record<keyof typeof orderSubmitProps.shape, unknown>> = {}) => orderSubmitProps.parse(p);

describe('order-submit block', () => {
  it('defaults: today’s checkout — heading, instructions, the inner blocks, the total with delivery, Enviar pedido', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(
      scope,
      <OrderSubmit id="envio" props={props()}>
        <p>bloco de dentro</p>
      </OrderSubmit>,
    );
    const secao = screen.getByRole('region', { name: 'Entrega e pagamento' });
    within(secao).getByRole('heading', { level: 2, name: 'Entrega e pagamento' });
    const instrucoes = screen.getByTestId('instrucoes-pedido');
    within(instrucoes).getByRole('heading', { level: 3, name: 'Instruções do pedido' });
    within(instrucoes).getByText(INSTRUCOES);
    screen.getByText('bloco de dentro');
    const resumo = screen.getByRole('group', { name: 'Resumo do pedido' });
    within(resumo).getByText('Taxa de entrega');
    within(resumo).getByText('Total do pedido');
    await waitFor(() => expect(screen.getByTestId('checkout-taxa').textContent).toBe(formatBRL(1500)));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enviar pedido' }).hasAttribute('disabled')).toBe(false),
    );
    // The inner blocks come after the instructions and before the summary.
    const ordem = [instrucoes, screen.getByText('bloco de dentro'), resumo];
    for (let i = 1; i < ordem.length; i++)
      expect(ordem[i - 1]!.compareDocumentPosition(ordem[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('until the options are ready: one loading line in their place, the button disabled, the inner blocks not shown', () => {
    renderInScope(
      checkoutScope(),
      <OrderSubmit id="envio" props={props()}>
        <p>bloco de dentro</p>
      </OrderSubmit>,
    );
    screen.getByRole('heading', { level: 2, name: 'Entrega e pagamento' });
    expect(screen.getByText('Carregando as opções de entrega e pagamento…').getAttribute('role')).toBe('status');
    expect(screen.queryByText('bloco de dentro')).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar pedido' }).hasAttribute('disabled')).toBe(true);
  });

  it('a supplier’s texts: heading, instructions’ title, total, button; instructions hidden', async () => {
    const scope = checkoutScope();
    await openCheckout(scope);
    renderInScope(
      scope,
      <OrderSubmit
        id="envio"
        props={props({
          titulo: 'Finalize sua compra',
          tituloInstrucoes: 'Leia antes',
          textoTotal: 'Você paga',
          textoBotao: 'Fechar pedido',
        })}
      />,
    );
    screen.getByRole('heading', { level: 2, name: 'Finalize sua compra' });
    screen.getByRole('heading', { level: 3, name: 'Leia antes' });
    screen.getByText('Você paga');
    screen.getByRole('button', { name: 'Fechar pedido' });
    cleanup();

    renderInScope(scope, <OrderSubmit id="envio" props={props({ mostrarInstrucoes: false, titulo: '' })} />);
    expect(screen.queryByTestId('instrucoes-pedido')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    // No heading: the section still has a name.
    screen.getByRole('region', { name: 'Finalizar pedido' });
  });

  it('a shop of quotes: Solicitar orçamento, or the supplier’s text for it', async () => {
    const scope = checkoutScope({ tags: ['has-collect', TAG_ORCAMENTO] });
    await openCheckout(scope);
    renderInScope(scope, <OrderSubmit id="envio" props={props()} />);
    screen.getByRole('button', { name: 'Solicitar orçamento' });
    cleanup();
    renderInScope(scope, <OrderSubmit id="envio" props={props({ textoBotaoOrcamento: 'Pedir cotação' })} />);
    screen.getByRole('button', { name: 'Pedir cotação' });
  });

  it('a visitor is asked to log in; a representative without a client to choose one; neither sees the inner blocks', () => {
    renderInScope(
      checkoutScope({ who: 'visitor' }),
      <OrderSubmit id="envio" props={props()}>
        <p>bloco de dentro</p>
      </OrderSubmit>,
    );
    const secao = screen.getByRole('region', { name: 'Finalizar pedido' });
    within(secao).getByText('Para continuar a sua compra você precisa estar logado.');
    within(secao).getByRole('button', { name: 'Entrar' });
    expect(screen.queryByText('bloco de dentro')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Entrega e pagamento' })).toBeNull();
    cleanup();

    renderInScope(
      checkoutScope({ who: 'no-client' }),
      <OrderSubmit id="envio" props={props()}>
        <p>bloco de dentro</p>
      </OrderSubmit>,
    );
    screen.getByText('Escolha o cliente para quem é este pedido para ver as formas de entrega e de pagamento.');
    screen.getByRole('link', { name: 'Escolher cliente' });
    expect(screen.queryByText('bloco de dentro')).toBeNull();
  });

  it('props: each has a default, texts are bounded, the heading alone may be empty', () => {
    expect(orderSubmitProps.parse({})).toEqual({
      titulo: 'Entrega e pagamento',
      mostrarInstrucoes: true,
      tituloInstrucoes: 'Instruções do pedido',
      textoTotal: 'Total do pedido',
      textoBotao: 'Enviar pedido',
      textoBotaoOrcamento: 'Solicitar orçamento',
    });
    expect(orderSubmitProps.safeParse({ titulo: '' }).success).toBe(true);
    expect(orderSubmitProps.safeParse({ textoBotao: '' }).success).toBe(false);
    expect(orderSubmitProps.safeParse({ textoBotao: 'x'.repeat(41) }).success).toBe(false);
    expect(orderSubmitProps.safeParse({ outro: 1 }).success).toBe(false);
  });
});
