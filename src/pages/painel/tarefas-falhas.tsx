/**
 * `/{slug}/painel/tarefas` (issue 28): the shop's background jobs (e-mails above all) that failed
 * after every retry, each with what it was for, the reason and when, and 'Tentar de novo' to put
 * it back in its queue. Part of the desk's lazy chunk; the server answers only the shop's
 * attendants and admins.
 */
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  $failedJobsLoading,
  $failedJobsError,
  $failedJobsMessage,
  $retryingJob,
  $failedJobs,
  failedJobRetried,
  failedJobsShown,
} from '#engine/model/painel';
import { $rotaBase } from '#engine/model/supplier';
import { Button, ButtonLink } from '#ui/button';
import { useHydrated } from '#ui/use-hydrated';
import { dataHora } from '#features/orders/format';
import * as pedidos from '#features/orders/orders.css';
import { DeskScreen } from './desk-screen';
import * as styles from './painel.css';

export function TarefasFalhas() {
  const [tarefas, erro, carregando, mensagem, repetindo, base] = useUnit([
    $failedJobs,
    $failedJobsError,
    $failedJobsLoading,
    $failedJobsMessage,
    $retryingJob,
    $rotaBase,
  ]);
  const [mostrar, repetir] = useUnit([failedJobsShown, failedJobRetried]);
  const hydrated = useHydrated();
  useEffect(() => {
    mostrar();
  }, [mostrar]);
  return (
    <DeskScreen
      titulo="Tarefas com falha"
      tituloId="tarefas-titulo"
      introducao="E-mails e outras tarefas da loja que falharam depois de todas as tentativas automáticas."
      erro={erro}
      dados={tarefas}
      carregando={carregando}
      textoCarregando="Carregando as tarefas…"
      mensagem={mensagem}
    >
      {(tarefas) => (
        <>
          {tarefas.length === 0 ? (
            <p data-testid="tarefas-vazio">Nenhuma tarefa com falha.</p>
          ) : (
            <ul className={pedidos.section} data-testid="tarefas-falhas">
              {tarefas.map((t) => (
                <li key={t.id} className={pedidos.row} data-tarefa={t.id}>
                  <span>
                    <strong>{t.descricao ?? t.fila}</strong>
                    <br />
                    <span className={pedidos.muted}>
                      {t.motivo ?? 'Sem motivo registrado'} · {t.tentativas}{' '}
                      {t.tentativas === 1 ? 'tentativa' : 'tentativas'}
                      {t.falhouEm ? ` · ${dataHora(t.falhouEm)}` : ''}
                    </span>
                  </span>
                  <Button
                    variant="secondary"
                    disabled={!hydrated || repetindo !== null}
                    onClick={() => repetir({ fila: t.fila, id: t.id })}
                  >
                    {repetindo === t.id ? 'Repetindo…' : 'Tentar de novo'}
                  </Button>
                </li>
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
