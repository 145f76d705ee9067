/**
 * `/{slug}/painel/cadastros` (issue 33, item 5): the shop's registrations awaiting approval, for
 * its attendants and admins, each with its data (name, document, e-mail, phone, company data, when
 * it registered); 'Aprovar' approves it (the customer is e-mailed, and an open page of theirs
 * reloads to the shop's home at its next session check), 'Recusar' asks for the reason the
 * customer gets by e-mail. 'Recusados' lists the refused ones with their reason, which can still
 * be approved. The server checks the role; its pt-BR refusal shows here. A chunk of its own.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import {
  $registrationDeciding,
  $registrations,
  $registrationsError,
  $registrationsFilter,
  $registrationsLoading,
  $registrationsMessage,
  registrationApproved,
  registrationRefused,
  registrationsShown,
  type PendingRegistration,
} from '#engine/model/painel';
import { $rotaBase } from '#engine/model/supplier';
import { formatDocumento } from '#engine/rules/login-id';
import { Button, ButtonLink } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { FormField } from '#ui/form-field';
import { useHydrated } from '#ui/use-hydrated';
import { dataHora } from '#features/orders/format';
import * as pedidos from '#features/orders/orders.css';
import { DeskScreen } from './desk-screen';
import * as styles from './painel.css';

function Recusar({ cadastro }: { cadastro: PendingRegistration }) {
  const [decidindo, recusar] = useUnit([$registrationDeciding, registrationRefused]);
  const hydrated = useHydrated();
  const [aberto, setAberto] = useState(false);
  const [motivo, setMotivo] = useState('');
  return (
    <>
      <Button variant="secondary" size="sm" disabled={!hydrated || decidindo} onClick={() => setAberto(true)}>
        Recusar
      </Button>
      <Dialog
        open={aberto}
        onOpenChange={setAberto}
        title={`Recusar o cadastro de ${cadastro.nome}?`}
        description="O cliente recebe o motivo por e-mail e não poderá comprar enquanto o cadastro não for aprovado."
        closeLabel="Voltar"
        size="sm"
      >
        <form
          noValidate
          className={pedidos.stack}
          onSubmit={(e) => {
            e.preventDefault();
            recusar({ idcadastro: cadastro.idcadastro, motivo: motivo.trim() });
            setAberto(false);
          }}
        >
          <FormField
            label="Motivo da recusa"
            hint="O cliente lê este texto no e-mail."
            renderInput={(a11y) => (
              <textarea
                {...a11y}
                name="motivo"
                rows={3}
                maxLength={1000}
                value={motivo}
                onChange={(e) => setMotivo(e.currentTarget.value)}
              />
            )}
          />
          <p className={styles.acoes}>
            <Button type="submit" disabled={motivo.trim() === ''}>
              Recusar cadastro
            </Button>
            <Button variant="ghost" type="button" onClick={() => setAberto(false)}>
              Voltar
            </Button>
          </p>
        </form>
      </Dialog>
    </>
  );
}

function Cadastro({ cadastro }: { cadastro: PendingRegistration }) {
  const [decidindo, aprovar] = useUnit([$registrationDeciding, registrationApproved]);
  const hydrated = useHydrated();
  const documento = cadastro.tipoDocumento === 'ESTRANGEIRO' ? cadastro.documento : formatDocumento(cadastro.documento);
  return (
    <li className={pedidos.section} data-cadastro={cadastro.idcadastro}>
      <h2 className={pedidos.subtitle}>{cadastro.razaoSocial ?? cadastro.nome}</h2>
      <dl className={pedidos.stack}>
        <div>
          <dt className={pedidos.muted}>Nome</dt>
          <dd>{cadastro.nome}</dd>
        </div>
        <div>
          <dt className={pedidos.muted}>
            {cadastro.tipoDocumento === 'ESTRANGEIRO' ? 'Documento' : cadastro.tipoDocumento}
          </dt>
          <dd>{documento}</dd>
        </div>
        <div>
          <dt className={pedidos.muted}>E-mail</dt>
          <dd className={styles.chave}>{cadastro.email}</dd>
        </div>
        {cadastro.telefone ? (
          <div>
            <dt className={pedidos.muted}>Telefone</dt>
            <dd>{cadastro.telefone}</dd>
          </div>
        ) : null}
        {cadastro.nomeFantasia ? (
          <div>
            <dt className={pedidos.muted}>Nome fantasia</dt>
            <dd>{cadastro.nomeFantasia}</dd>
          </div>
        ) : null}
        {cadastro.inscricaoEstadual ? (
          <div>
            <dt className={pedidos.muted}>Inscrição estadual</dt>
            <dd>{cadastro.inscricaoEstadual}</dd>
          </div>
        ) : null}
        <div>
          <dt className={pedidos.muted}>Cadastrado em</dt>
          <dd>{dataHora(cadastro.criadoEm)}</dd>
        </div>
        {cadastro.situacao === 'recusado' ? (
          <div>
            <dt className={pedidos.muted}>Recusado</dt>
            <dd>
              {cadastro.decididoEm ? dataHora(cadastro.decididoEm) : ''}
              {cadastro.decididoPor ? ` por ${cadastro.decididoPor}` : ''}: {cadastro.motivo}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.acoes}>
        <Button size="sm" disabled={!hydrated || decidindo} onClick={() => aprovar(cadastro.idcadastro)}>
          Aprovar
        </Button>
        {cadastro.situacao === 'pendente' ? <Recusar cadastro={cadastro} /> : null}
      </p>
    </li>
  );
}

export default function CadastrosPainel() {
  const [cadastros, erro, carregando, mensagem, filtro, base, mostrar] = useUnit([
    $registrations,
    $registrationsError,
    $registrationsLoading,
    $registrationsMessage,
    $registrationsFilter,
    $rotaBase,
    registrationsShown,
  ]);
  const hydrated = useHydrated();
  useEffect(() => {
    mostrar('pendente');
  }, [mostrar]);
  return (
    <DeskScreen
      titulo="Aprovação de cadastros"
      tituloId="cadastros-titulo"
      introducao="Os clientes que se cadastraram e aguardam aprovação para comprar. Aprovar ou recusar avisa o cliente por e-mail."
      erro={erro}
      dados={cadastros}
      carregando={carregando}
      textoCarregando="Carregando os cadastros…"
      mensagem={mensagem}
    >
      {(lista) => (
        <>
          <nav aria-label="Situação dos cadastros" className={styles.acoes}>
            <Button
              size="sm"
              variant={filtro === 'pendente' ? 'primary' : 'secondary'}
              aria-pressed={filtro === 'pendente'}
              disabled={!hydrated}
              onClick={() => mostrar('pendente')}
            >
              Aguardando aprovação
            </Button>
            <Button
              size="sm"
              variant={filtro === 'recusado' ? 'primary' : 'secondary'}
              aria-pressed={filtro === 'recusado'}
              disabled={!hydrated}
              onClick={() => mostrar('recusado')}
            >
              Recusados
            </Button>
          </nav>
          {lista.length === 0 ? (
            <p data-testid="cadastros-vazio">
              {filtro === 'pendente' ? 'Nenhum cadastro aguardando aprovação.' : 'Nenhum cadastro recusado.'}
            </p>
          ) : (
            <ul className={pedidos.list} data-testid="cadastros">
              {lista.map((c) => (
                <Cadastro key={c.idcadastro} cadastro={c} />
              ))}
            </ul>
          )}
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
