/**
 * The shop's webhooks, on the admin's ERP integration screen (`/{slug}/painel/integracao`, issue
 * 33 item 4): each endpoint with its address, its events and its deliveries so far, and 'Revogar'
 * (confirmed in a dialog); 'Criar webhook' with the address and the events shows the signing
 * secret once; 'Entregas recentes' lists the latest deliveries with their situation, attempts and
 * last answer ('Atualizar'). The server checks the admin's role and the address.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import {
  $newWebhookSecret,
  $webhookDeliveries,
  $webhookDeliveriesError,
  $webhookDeliveriesLoading,
  $webhookRevoking,
  $webhookSaving,
  $webhooks,
  $webhooksMessage,
  webhookDeliveriesRefreshed,
  webhookRevoked,
  webhookSubmitted,
  webhooksShown,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
} from '#engine/model/painel';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import { useHydrated } from '#ui/use-hydrated';
import { dataHora } from '#features/orders/format';
import * as pedidos from '#features/orders/orders.css';
import * as styles from './painel.css';

/** Each event, in words an admin reads. */
const EVENTOS: readonly { valor: WebhookEvent; rotulo: string }[] = [
  { valor: 'pedido.criado', rotulo: 'Pedido criado' },
  { valor: 'pedido.status-alterado', rotulo: 'Situação do pedido alterada' },
  { valor: 'orcamento.solicitado', rotulo: 'Orçamento solicitado' },
  { valor: 'cadastro.aguardando-aprovacao', rotulo: 'Cadastro aguardando aprovação' },
];
const rotuloEvento = (e: string) => EVENTOS.find((x) => x.valor === e)?.rotulo ?? e;

const SITUACAO: Record<WebhookDelivery['situacao'], { texto: string; tom: keyof typeof pedidos.badge }> = {
  pendente: { texto: 'Pendente', tom: 'caution' },
  entregue: { texto: 'Entregue', tom: 'positive' },
  falhou: { texto: 'Falhou', tom: 'critical' },
  cancelada: { texto: 'Cancelada', tom: 'info' },
};

function CriarWebhook() {
  const [salvando, enviar] = useUnit([$webhookSaving, webhookSubmitted]);
  const hydrated = useHydrated();
  const [url, setUrl] = useState('');
  const [eventos, setEventos] = useState<WebhookEvent[]>([]);
  return (
    <form
      noValidate
      className={pedidos.section}
      data-testid="criar-webhook"
      aria-labelledby="criar-webhook-titulo"
      onSubmit={(e) => {
        e.preventDefault();
        enviar({ url: url.trim(), eventos });
      }}
    >
      <h3 id="criar-webhook-titulo" className={pedidos.subtitle}>
        Criar webhook
      </h3>
      <TextField
        label="Endereço do webhook"
        hint="O endereço do ERP que recebe os avisos, com https://."
        name="url"
        type="url"
        inputMode="url"
        maxLength={2000}
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
      />
      <fieldset className={styles.filtros}>
        <legend>Eventos</legend>
        {EVENTOS.map((e) => (
          <label key={e.valor}>
            <input
              type="checkbox"
              name="eventos"
              value={e.valor}
              checked={eventos.includes(e.valor)}
              onChange={(ev) => {
                const marcado = ev.currentTarget.checked;
                setEventos((atual) => (marcado ? [...atual, e.valor] : atual.filter((x) => x !== e.valor)));
              }}
            />{' '}
            {e.rotulo}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={!hydrated || salvando || url.trim() === '' || eventos.length === 0}>
        {salvando ? 'Criando…' : 'Criar webhook'}
      </Button>
    </form>
  );
}

function Revogar({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [revogando, revogar] = useUnit([$webhookRevoking, webhookRevoked]);
  const hydrated = useHydrated();
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" disabled={!hydrated || revogando} onClick={() => setAberto(true)}>
        Revogar
      </Button>
      <Dialog
        open={aberto}
        onOpenChange={setAberto}
        title="Revogar este webhook?"
        description={`Nada mais é enviado a ${endpoint.url}, e as entregas pendentes são canceladas. Não é possível desfazer.`}
        closeLabel="Voltar"
        size="sm"
      >
        <p className={styles.acoes}>
          <Button
            onClick={() => {
              revogar(endpoint.idendpoint);
              setAberto(false);
            }}
          >
            Sim, revogar webhook
          </Button>
          <Button variant="ghost" onClick={() => setAberto(false)}>
            Manter webhook
          </Button>
        </p>
      </Dialog>
    </>
  );
}

function Entregas() {
  const [entregas, erro, carregando, atualizar] = useUnit([
    $webhookDeliveries,
    $webhookDeliveriesError,
    $webhookDeliveriesLoading,
    webhookDeliveriesRefreshed,
  ]);
  const hydrated = useHydrated();
  return (
    <section className={pedidos.section} aria-labelledby="entregas-titulo" data-testid="entregas-webhook">
      <h3 id="entregas-titulo" className={pedidos.subtitle}>
        Entregas recentes
      </h3>
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {entregas === null ? (
        <p className={pedidos.muted}>{carregando ? 'Carregando as entregas…' : ''}</p>
      ) : entregas.length === 0 ? (
        <p className={pedidos.muted}>Nenhuma entrega ainda.</p>
      ) : (
        <div className={styles.rolagem}>
          <table className={styles.tabela}>
            <thead>
              <tr>
                <th className={styles.celula}>Evento</th>
                <th className={styles.celula}>Situação</th>
                <th className={`${styles.celula} ${styles.numero}`}>Tentativas</th>
                <th className={`${styles.celula} ${styles.larga}`}>Última tentativa</th>
              </tr>
            </thead>
            <tbody>
              {entregas.map((e) => (
                <tr key={e.identrega} data-entrega={e.identrega}>
                  <td className={styles.celula}>
                    {rotuloEvento(e.evento)}
                    <br />
                    <span className={pedidos.muted}>{e.url}</span>
                  </td>
                  <td className={styles.celula}>
                    <span className={pedidos.badge[SITUACAO[e.situacao].tom]}>{SITUACAO[e.situacao].texto}</span>
                    {e.ultimoErro ? (
                      <>
                        <br />
                        <span className={pedidos.muted}>{e.ultimoErro}</span>
                      </>
                    ) : null}
                  </td>
                  <td className={`${styles.celula} ${styles.numero}`}>{e.tentativas}</td>
                  <td className={`${styles.celula} ${styles.larga}`}>
                    {e.ultimaTentativaEm ? dataHora(e.ultimaTentativaEm) : '—'}
                    {e.ultimoStatusHttp === null ? '' : ` · HTTP ${e.ultimoStatusHttp}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.acoes}>
        <Button variant="secondary" size="sm" disabled={!hydrated || carregando} onClick={() => atualizar()}>
          Atualizar
        </Button>
      </p>
    </section>
  );
}

export function Webhooks() {
  const [endpoints, mensagem, segredo, mostrar] = useUnit([
    $webhooks,
    $webhooksMessage,
    $newWebhookSecret,
    webhooksShown,
  ]);
  useEffect(() => {
    mostrar();
  }, [mostrar]);
  return (
    <section className={pedidos.stack} aria-labelledby="webhooks-titulo" data-testid="webhooks">
      <h2 id="webhooks-titulo" className={pedidos.title}>
        Webhooks
      </h2>
      <p className={pedidos.muted}>
        O ERP recebe um aviso assinado (HMAC-SHA256) a cada pedido criado, mudança de situação, orçamento solicitado ou
        cadastro aguardando aprovação. Um aviso que não for aceito é enviado de novo, com intervalos cada vez maiores.
      </p>
      {mensagem ? (
        <Message tone={mensagem.tom} role={mensagem.tom === 'critical' ? 'alert' : 'status'}>
          {mensagem.texto}
        </Message>
      ) : null}
      {segredo ? (
        <Message tone="positive" role="status">
          Segredo do novo webhook: <code data-testid="segredo-novo">{segredo.segredo}</code>
        </Message>
      ) : null}
      <CriarWebhook />
      {endpoints === null ? null : endpoints.length === 0 ? (
        <p data-testid="webhooks-vazio">Nenhum webhook criado.</p>
      ) : (
        <ul className={pedidos.section} data-testid="webhooks-lista">
          {endpoints.map((w) => (
            <li key={w.idendpoint} className={pedidos.row} data-webhook={w.idendpoint}>
              <span>
                <strong className={styles.chave}>{w.url}</strong>
                {w.revogadoEm ? ` · Revogado em ${dataHora(w.revogadoEm)}` : ''}
                <br />
                <span className={pedidos.muted}>
                  {w.eventos.map(rotuloEvento).join(', ')} · criado em {dataHora(w.criadoEm)} · {w.entregas.entregues}{' '}
                  {w.entregas.entregues === 1 ? 'entregue' : 'entregues'}, {w.entregas.pendentes}{' '}
                  {w.entregas.pendentes === 1 ? 'pendente' : 'pendentes'}, {w.entregas.falhas} com falha
                </span>
              </span>
              {w.revogadoEm ? null : <Revogar endpoint={w} />}
            </li>
          ))}
        </ul>
      )}
      <Entregas />
    </section>
  );
}
