/**
 * The GA4 events the storefront's slices report (spec section 9 'Tracking'; docs/analytics.md):
 * GA4's recommended e-commerce events with its item shape, as the log call's contract writes them
 * (`POST /v4/log/google-analytics/{idfornecedor}`). A slice maps its own events to these and
 * sends them to `analyticsEventsTracked`; nothing listens until the analytics model (./index.ts,
 * a lazy chunk loaded only on a measuring supplier's page) starts, and it sends them only with
 * performance consent. This file stays tiny: the lazy slices that import it pay for it, never the
 * first view.
 */
import { createEvent } from 'effector';
import type { components } from '#openapi/generated/v4';
import type { CartLine } from '../../cart/lines';
import type { Produto } from '../../types';

export type AnalyticsEvent = components['schemas']['RequisicaoEventoGoogleAnalytics'];
export type AnalyticsItem = components['schemas']['ItemGoogleAnalytics'];
export type AnalyticsParameters = components['schemas']['ParametrosGoogleAnalytics'];

/** Events to send (in order), each once. */
export const analyticsEventsTracked = createEvent<AnalyticsEvent[]>();

export const CURRENCY = 'BRL';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** GA4's item of a product: its id, name, brand, unit price in reais (when shown) and quantity. */
export function analyticsItem(produto: Pick<Produto, 'id' | 'nome' | 'marca' | 'preco'>, quantity = 1): AnalyticsItem {
  return {
    item_id: String(produto.id),
    item_name: produto.nome,
    ...(produto.marca ? { item_brand: produto.marca } : {}),
    ...(produto.preco !== null ? { price: produto.preco } : {}),
    quantity,
  };
}

/** The items of cart lines (quantities in units). */
export function itemsOfLines(lines: readonly CartLine[]): AnalyticsItem[] {
  return lines.map((line) => analyticsItem(line.produto, line.quantidadeMilesimos / 1000));
}

/** The items' value in reais (unit price × quantity; an item without a price counts 0). */
export function valueOf(items: readonly AnalyticsItem[]): number {
  return round2(items.reduce((sum, item) => sum + (item.price ?? 0) * (item.quantity ?? 1), 0));
}

/** An e-commerce event of these items: currency, value and items. */
export function commerceEvent(
  nome: AnalyticsEvent['nome'],
  items: AnalyticsItem[],
  extra: AnalyticsParameters = {},
): AnalyticsEvent {
  return { nome, parametros: { currency: CURRENCY, value: valueOf(items), items, ...extra } };
}

/**
 * What the shopper changed in the cart, line by line: add_to_cart for each product whose quantity
 * went up (by how much), remove_from_cart for each that went down or left.
 */
export function cartDeltas(before: readonly CartLine[], after: readonly CartLine[]): AnalyticsEvent[] {
  const quantities = new Map<number, { line: CartLine; antes: number; depois: number }>();
  for (const line of before) quantities.set(line.produto.id, { line, antes: line.quantidadeMilesimos, depois: 0 });
  for (const line of after) {
    const atual = quantities.get(line.produto.id);
    quantities.set(line.produto.id, { line, antes: atual?.antes ?? 0, depois: line.quantidadeMilesimos });
  }
  const added: AnalyticsItem[] = [];
  const removed: AnalyticsItem[] = [];
  for (const { line, antes, depois } of quantities.values()) {
    if (depois > antes) added.push(analyticsItem(line.produto, (depois - antes) / 1000));
    if (depois < antes) removed.push(analyticsItem(line.produto, (antes - depois) / 1000));
  }
  return [
    ...(added.length > 0 ? [commerceEvent('add_to_cart', added)] : []),
    ...(removed.length > 0 ? [commerceEvent('remove_from_cart', removed)] : []),
  ];
}
