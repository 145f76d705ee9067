/**
 * The titles on the 'Faturas' page (issue 28; spec section 2 'Invoices and titles: due date,
 * value, boleto, status overdue or upcoming'), one block per list: the open titles (`situacao`
 * 'abertos': due date, value, 'Vencido' or 'A vencer' as the server computed it in Brasília time,
 * the boleto's linha digitável with 'Copiar código' and its PDF; an overdue one its 'Segunda via'
 * with the updated value, fine and interest) or the paid ones ('pagos'). State lives in
 * engine/model/invoices.
 */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $titleBoletoUrl, $faturas, type Fatura } from '#engine/model/invoices';
import { dataBr, ROTULO_SITUACAO } from '#engine/rules/faturas';
import { formatBRL, toCentavos } from '#engine/rules/money';
import { ButtonLink } from '#ui/button';
import { CopyCode } from '#ui/copy-code';
import type { InvoiceListProps } from './schema';
import * as styles from './invoice-list.css';

const reais = (valor: number) => formatBRL(toCentavos(valor));

function Titulo({ fatura, mostrarSegundaVia }: { fatura: Fatura; mostrarSegundaVia: boolean }) {
  const url = useUnit($titleBoletoUrl);
  const { boleto, segunda_via: segunda } = fatura;
  return (
    <li className={styles.card} data-testid="fatura" data-situacao={fatura.situacao}>
      <div className={styles.head}>
        <p className={styles.numero}>Título {fatura.numero}</p>
        <span className={styles.situacao[fatura.situacao]}>{ROTULO_SITUACAO[fatura.situacao]}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.label}>Vencimento</dt>
          <dd className={styles.value}>{dataBr(fatura.vencimento)}</dd>
        </div>
        <div>
          <dt className={styles.label}>Valor</dt>
          <dd className={styles.value}>{reais(fatura.valor)}</dd>
        </div>
        {fatura.total_parcelas > 1 ? (
          <div>
            <dt className={styles.label}>Parcela</dt>
            <dd className={styles.value}>
              {fatura.parcela} de {fatura.total_parcelas}
            </dd>
          </div>
        ) : null}
        {fatura.numpedido !== null ? (
          <div>
            <dt className={styles.label}>Pedido</dt>
            <dd className={styles.value}>nº {fatura.numpedido}</dd>
          </div>
        ) : null}
        {fatura.pago_em ? (
          <div>
            <dt className={styles.label}>Pago em</dt>
            <dd className={styles.value}>
              {new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(
                new Date(fatura.pago_em),
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      {boleto ? (
        <>
          <span className={styles.label}>Linha digitável</span>
          <p className={styles.linha} data-testid="fatura-linha-digitavel">
            {boleto.linha_digitavel}
          </p>
          <span className={styles.actions}>
            <CopyCode texto={boleto.linha_digitavel.replace(/\D/g, '')} size="sm" statusClassName={styles.muted} />
            <ButtonLink
              href={url(fatura.idtitulo, false)}
              download={`boleto-titulo-${fatura.idtitulo}.pdf`}
              size="sm"
              variant="secondary"
            >
              Baixar boleto (PDF)
            </ButtonLink>
          </span>
        </>
      ) : null}
      {mostrarSegundaVia && segunda ? (
        <div className={styles.segundaVia} data-testid="segunda-via">
          <p className={styles.value}>
            Segunda via: {reais(segunda.valor_atualizado)} com vencimento hoje ({dataBr(segunda.vencimento)})
          </p>
          <p className={styles.muted}>
            {segunda.dias_atraso} {segunda.dias_atraso === 1 ? 'dia' : 'dias'} de atraso: multa de{' '}
            {reais(segunda.multa)} e juros de {reais(segunda.juros)} sobre {reais(segunda.valor_original)}.
          </p>
          {segunda.boleto ? (
            <>
              <p className={styles.linha} data-testid="segunda-via-linha-digitavel">
                {segunda.boleto.linha_digitavel}
              </p>
              <span className={styles.actions}>
                <CopyCode
                  texto={segunda.boleto.linha_digitavel.replace(/\D/g, '')}
                  size="sm"
                  statusClassName={styles.muted}
                />
                <ButtonLink
                  href={url(fatura.idtitulo, true)}
                  download={`segunda-via-titulo-${fatura.idtitulo}.pdf`}
                  size="sm"
                >
                  Segunda via (PDF)
                </ButtonLink>
              </span>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

export function InvoiceList({ id, props }: BlockComponentProps<InvoiceListProps>) {
  const faturas = useUnit($faturas);
  const abertos = props.situacao === 'abertos';
  const titulo = props.titulo || (abertos ? 'Títulos em aberto' : 'Títulos pagos');
  const vazio = props.textoVazio || (abertos ? 'Nenhum título em aberto.' : 'Nenhum título pago ainda.');
  if (faturas === null) return <p className={styles.muted}>Carregando…</p>;
  const lista = faturas.faturas.filter((f) => (abertos ? f.status === 'aberto' : f.status === 'pago'));
  const tituloId = `${id}-titulo`;
  return (
    <section className={styles.section} aria-labelledby={tituloId} data-testid={`faturas-${props.situacao}`}>
      <h2 id={tituloId} className={styles.title}>
        {titulo}
      </h2>
      {lista.length === 0 ? (
        <p className={styles.muted}>{vazio}</p>
      ) : (
        <ul className={styles.list}>
          {lista.map((f) => (
            <Titulo key={f.idtitulo} fatura={f} mostrarSegundaVia={props.mostrarSegundaVia} />
          ))}
        </ul>
      )}
    </section>
  );
}
