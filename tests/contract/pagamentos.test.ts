/** Contract: the operations of openapi/v4/paths/pagamentos.yaml (tests/contract/support/contrato.ts runs them). */
import { expect } from 'vitest';
import { casos } from './casos/pagamentos';
import { CHAVE_NFE_AURORA, comPdfAtendente, comXmlAtendente, NFE_XML_AURORA, PDF_DANFE } from './support/casos';
import { testarCasos } from './support/contrato';

// The customer's DANFE download needs one attached: the order desk's call does it (painel.ts's
// anexarDanfePainel case makes the same request), on ctx.pagamento's Pix order.
testarCasos(casos, ['pedidos', 'pagamento', 'atendenteAurora'], async (t, ctx) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/v4/painel/${t.aurora}/pedidos/${ctx.pagamento.pix}/danfe?chave=${CHAVE_NFE_AURORA}`,
    headers: comPdfAtendente(t, ctx),
    payload: PDF_DANFE,
  });
  expect(response.statusCode, response.body).toBe(200);
  // Issue 34: and the NF-e's XML of the same key beside it.
  const xml = await t.app.inject({
    method: 'PUT',
    url: `/api/v4/painel/${t.aurora}/pedidos/${ctx.pagamento.pix}/nfe-xml`,
    headers: comXmlAtendente(t, ctx),
    payload: NFE_XML_AURORA,
  });
  expect(xml.statusCode, xml.body).toBe(200);
});
