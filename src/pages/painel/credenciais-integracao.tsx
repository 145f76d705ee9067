/**
 * `/{slug}/painel/integracao` (issue 33): the shop's integration credentials, for its admin. Each
 * credential with its name, the start of its key, its scopes, its limit per minute, when it was
 * created and last used, and 'Revogar' (confirmed in a dialog); 'Criar credencial' with a name,
 * the scopes and the limit shows the new key once, to copy into the ERP. The server checks the
 * admin's role; its pt-BR refusal shows here. Below, the shop's webhooks (./webhooks-painel.tsx).
 * A chunk of its own, loaded when opened.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import {
  $integrationCredentialRevoking,
  $integrationCredentialSaving,
  $integrationCredentials,
  $integrationCredentialsError,
  $integrationCredentialsLoading,
  $integrationCredentialsMessage,
  $newCredentialKey,
  integrationCredentialRevoked,
  integrationCredentialSubmitted,
  integrationCredentialsShown,
  type IntegrationCredential,
  type IntegrationScope,
} from '#engine/model/painel';
import { $rotaBase } from '#engine/model/supplier';
import { Button, ButtonLink } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { FormField, TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import { useHydrated } from '#ui/use-hydrated';
import { dataHora } from '#features/orders/format';
import * as pedidos from '#features/orders/orders.css';
import { DeskScreen } from './desk-screen';
import { Webhooks } from './webhooks-painel';
import * as styles from './painel.css';

/** Each scope, in words an admin reads (every one has its calls: docs/erp-integration.md). */
const ESCOPOS: readonly { valor: IntegrationScope; rotulo: string }[] = [
  { valor: 'catalogue', rotulo: 'Catálogo (categorias e produtos)' },
  { valor: 'prices', rotulo: 'Preços' },
  { valor: 'stock', rotulo: 'Estoque' },
  { valor: 'customers', rotulo: 'Clientes e aprovação de cadastros' },
  { valor: 'orders:read', rotulo: 'Pedidos: leitura' },
  { valor: 'orders:write', rotulo: 'Pedidos: situação, data de entrega e DANFE' },
  { valor: 'webhooks', rotulo: 'Webhooks' },
];
const rotulo = (e: IntegrationScope) => ESCOPOS.find((x) => x.valor === e)?.rotulo ?? e;

function Criar() {
  const [salvando, enviar] = useUnit([$integrationCredentialSaving, integrationCredentialSubmitted]);
  const hydrated = useHydrated();
  const [nome, setNome] = useState('');
  const [escopos, setEscopos] = useState<IntegrationScope[]>([]);
  const [limite, setLimite] = useState('120');
  return (
    <form
      noValidate
      className={pedidos.section}
      data-testid="criar-credencial"
      aria-labelledby="criar-credencial-titulo"
      onSubmit={(e) => {
        e.preventDefault();
        enviar({ nome, escopos, limitePorMinuto: Number(limite) || 120 });
      }}
    >
      <h2 id="criar-credencial-titulo" className={pedidos.title}>
        Criar credencial
      </h2>
      <TextField
        label="Nome da credencial"
        hint="Por exemplo, o nome do ERP que vai usá-la."
        name="nome"
        maxLength={80}
        value={nome}
        onChange={(e) => setNome(e.currentTarget.value)}
      />
      <fieldset className={styles.filtros}>
        <legend>Escopos</legend>
        {ESCOPOS.map((e) => (
          <label key={e.valor}>
            <input
              type="checkbox"
              name="escopos"
              value={e.valor}
              checked={escopos.includes(e.valor)}
              onChange={(ev) => {
                const marcado = ev.currentTarget.checked;
                setEscopos((atual) => (marcado ? [...atual, e.valor] : atual.filter((x) => x !== e.valor)));
              }}
            />{' '}
            {e.rotulo}
          </label>
        ))}
      </fieldset>
      <FormField
        label="Limite de chamadas por minuto"
        renderInput={(a11y) => (
          <input
            {...a11y}
            name="limitePorMinuto"
            inputMode="numeric"
            value={limite}
            onChange={(e) => setLimite(e.currentTarget.value)}
          />
        )}
      />
      <Button type="submit" disabled={!hydrated || salvando || nome.trim() === '' || escopos.length === 0}>
        {salvando ? 'Criando…' : 'Criar credencial'}
      </Button>
    </form>
  );
}

function Revogar({ credencial }: { credencial: IntegrationCredential }) {
  const [revogando, revogar] = useUnit([$integrationCredentialRevoking, integrationCredentialRevoked]);
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
        title={`Revogar a credencial ${credencial.nome}?`}
        description="O ERP que usa esta chave deixa de entrar na hora. Não é possível desfazer."
        closeLabel="Voltar"
        size="sm"
      >
        <p className={styles.acoes}>
          <Button
            onClick={() => {
              revogar(credencial.idcredencial);
              setAberto(false);
            }}
          >
            Sim, revogar credencial
          </Button>
          <Button variant="ghost" onClick={() => setAberto(false)}>
            Manter credencial
          </Button>
        </p>
      </Dialog>
    </>
  );
}

export default function CredenciaisIntegracao() {
  const [credenciais, erro, carregando, mensagem, nova, base] = useUnit([
    $integrationCredentials,
    $integrationCredentialsError,
    $integrationCredentialsLoading,
    $integrationCredentialsMessage,
    $newCredentialKey,
    $rotaBase,
  ]);
  const mostrar = useUnit(integrationCredentialsShown);
  useEffect(() => {
    mostrar();
  }, [mostrar]);
  return (
    <DeskScreen
      titulo="Integração com o ERP"
      tituloId="integracao-titulo"
      introducao="Credenciais para o ERP da loja enviar catálogo, preços, estoque e clientes, ler os pedidos e mudar a situação deles, sem senha de pessoa, e webhooks que avisam o ERP de cada pedido. Cada chave e cada segredo aparecem uma única vez, ao serem criados."
      erro={erro}
      dados={credenciais}
      carregando={carregando}
      textoCarregando="Carregando as credenciais…"
      mensagem={mensagem}
    >
      {(credenciais) => (
        <>
          {nova ? (
            <Message tone="positive" role="status">
              Chave da nova credencial: <code data-testid="chave-nova">{nova.chave}</code>
            </Message>
          ) : null}
          <Criar />
          {credenciais.length === 0 ? (
            <p data-testid="credenciais-vazio">Nenhuma credencial criada.</p>
          ) : (
            <ul className={pedidos.section} data-testid="credenciais-integracao">
              {credenciais.map((c) => (
                <li key={c.idcredencial} className={pedidos.row} data-credencial={c.idcredencial}>
                  <span>
                    <strong>{c.nome}</strong> <code>{c.prefixo}…</code>
                    {c.revogadaEm ? ` · Revogada em ${dataHora(c.revogadaEm)}` : ''}
                    <br />
                    <span className={pedidos.muted}>
                      {c.escopos.map(rotulo).join(', ')} · {c.limitePorMinuto} chamadas por minuto · criada em{' '}
                      {dataHora(c.criadoEm)} ·{' '}
                      {c.ultimoUsoEm ? `último uso em ${dataHora(c.ultimoUsoEm)}` : 'nunca usada'}
                    </span>
                  </span>
                  {c.revogadaEm ? null : <Revogar credencial={c} />}
                </li>
              ))}
            </ul>
          )}
          <Webhooks />
          <p className={styles.acoes}>
            <ButtonLink to={`${base}/painel`} variant="secondary">
              Voltar ao painel
            </ButtonLink>
          </p>
        </>
      )}
    </DeskScreen>
  );
}
