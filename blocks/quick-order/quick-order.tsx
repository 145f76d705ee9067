/**
 * The quick order block (page type `pedido-rapido`, `/{slug}/pedido-rapido`): a B2B buyer pastes
 * lines of 'código quantidade' or opens a CSV/TXT file (read here as text) or an Excel .xlsx file
 * (sent as it is and read on the server: no spreadsheet code in the browser), the server checks
 * each line against the catalogue and the quantity rules (a pt-BR message per line), and the valid
 * lines go to the cart in one step. The page's h1 is the page type's frame (blocks/groups/quick-order).
 */
import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { rotas } from '#engine/model/navigation';
import {
  $adicionados,
  $conferindo,
  $erro,
  $exampleLines,
  $resultado,
  quickOrderChecked,
  quickOrderFileChosen,
  quickOrderOpened,
} from '#engine/model/quick-order';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $rotaBase } from '#engine/model/supplier';
import { stripHtml } from '#engine/rules/names';
import { Button } from '#ui/button';
import { FileField } from '#ui/file-field';
import { Message } from '#ui/message';
import * as styles from './quick-order.css';
import type { QuickOrderProps } from './schema';

/** The largest file read in the browser (the server takes at most 500 lines anyway). */
const ARQUIVO_MAX_BYTES = 200_000;
/** The largest .xlsx the server reads (POST /v4/product/spreadsheet/{id}/). */
const PLANILHA_MAX_BYTES = 2 * 1024 * 1024;

/** The button that adds the checked lines, with the cart slice: loaded once lines are checked. */
const AddToCart = lazy(() => import('./add-to-cart'));

export function QuickOrder({ id, props }: BlockComponentProps<QuickOrderProps>) {
  const [resultado, erro, conferindo, adicionados, base, exemplo] = useUnit([
    $resultado,
    $erro,
    $conferindo,
    $adicionados,
    $rotaBase,
    $exampleLines,
  ]);
  const [conferir, enviarPlanilha, aberto] = useUnit([quickOrderChecked, quickOrderFileChosen, quickOrderOpened]);
  // This shop's real codes for the box's example (asked once the page is in the browser).
  useEffect(() => {
    aberto();
  }, [aberto]);
  const [texto, setTexto] = useState('');
  const [erroArquivo, setErroArquivo] = useState<string | null>(null);
  const validas = resultado?.linhas.filter((l) => l.ok).length ?? 0;
  const rotulo = `Adicionar ${validas} ${validas === 1 ? 'item' : 'itens'} ao carrinho`;

  const abrirArquivo = async (arquivo: File | null) => {
    setErroArquivo(null);
    if (!arquivo) return;
    if (/\.xlsx$/i.test(arquivo.name)) {
      if (arquivo.size > PLANILHA_MAX_BYTES) {
        setErroArquivo('Planilha grande demais: envie um arquivo .xlsx de até 2 MB (no máximo 500 linhas).');
        return;
      }
      enviarPlanilha(arquivo);
      return;
    }
    if (arquivo.size > ARQUIVO_MAX_BYTES) {
      setErroArquivo('Arquivo grande demais: envie até 500 linhas (200 KB).');
      return;
    }
    if (!/\.(csv|txt)$/i.test(arquivo.name)) {
      setErroArquivo('Envie uma planilha do Excel (.xlsx) ou um arquivo CSV ou TXT.');
      return;
    }
    setTexto(await arquivo.text());
  };

  return (
    <div className={styles.root} data-block-id={id}>
      {props.texto ? <p className={styles.lead}>{props.texto}</p> : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          conferir(texto);
        }}
      >
        {/* A fixed id (one quick order per page): tests/browser/cart.test.ts finds the box by it. */}
        <label className={styles.label} htmlFor="pedido-rapido-linhas">
          {props.rotuloLinhas}
        </label>
        <textarea
          id="pedido-rapido-linhas"
          className={styles.textarea}
          value={texto}
          onChange={(e) => setTexto(e.currentTarget.value)}
          placeholder={exemplo ? `Exemplo:\n${exemplo}` : undefined}
          spellCheck={false}
        />
        <div className={styles.actions}>
          {props.mostrarArquivo ? (
            <FileField
              label={props.rotuloArquivo}
              name="arquivo"
              accept=".xlsx,.csv,.txt,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onFile={(arquivo) => void abrirArquivo(arquivo)}
            />
          ) : null}
          <Button type="submit" disabled={conferindo || texto.trim() === ''}>
            {conferindo ? 'Conferindo…' : 'Conferir linhas'}
          </Button>
        </div>
      </form>
      {erroArquivo ? (
        <Message tone="critical" role="alert">
          {erroArquivo}
        </Message>
      ) : null}
      {erro ? (
        <Message tone="critical" role="alert">
          {erro}
        </Message>
      ) : null}
      {resultado ? (
        <>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Linhas conferidas">
            <table className={styles.table}>
              <caption className={styles.lead} style={{ textAlign: 'left' }}>
                {validas} de {resultado.linhas.length + resultado.invalidas.length} linhas podem ir para o carrinho
              </caption>
              <thead>
                <tr>
                  <th className={styles.cell} scope="col">
                    Linha
                  </th>
                  <th className={styles.cell} scope="col">
                    Código
                  </th>
                  <th className={styles.cell} scope="col">
                    Produto
                  </th>
                  <th className={styles.cell} scope="col">
                    Quantidade
                  </th>
                  <th className={styles.cell} scope="col">
                    Situação
                  </th>
                </tr>
              </thead>
              <tbody>
                {[
                  ...resultado.linhas.map((l) => ({
                    linha: l.linha,
                    codigo: l.codigo,
                    produto: l.produto ? stripHtml(l.produto.nome) : '—',
                    quantidade: l.quantidade === null ? l.quantidadeTexto : String(l.quantidade).replace('.', ','),
                    ok: l.ok,
                    mensagem: l.mensagem,
                  })),
                  ...resultado.invalidas.map((i) => ({
                    linha: i.linha,
                    codigo: i.texto,
                    produto: '—',
                    quantidade: '—',
                    ok: false,
                    mensagem: i.mensagem,
                  })),
                ]
                  .sort((a, b) => a.linha - b.linha)
                  .map((l) => (
                    <tr key={l.linha} data-testid="pedido-rapido-linha">
                      <td className={styles.cell}>{l.linha}</td>
                      <td className={styles.cell}>{l.codigo}</td>
                      <td className={styles.cell}>{l.produto}</td>
                      <td className={styles.cell}>{l.quantidade}</td>
                      <td className={`${styles.cell} ${l.ok ? styles.ok : styles.refused}`}>
                        {l.ok ? (l.mensagem ?? 'ok') : l.mensagem}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
          <div className={styles.actions}>
            <Suspense fallback={<Button disabled>{rotulo}</Button>}>
              <AddToCart validas={validas} rotulo={rotulo} />
            </Suspense>
            {adicionados !== null ? (
              <Message tone="positive" role="status">
                {adicionados} {adicionados === 1 ? 'item foi adicionado' : 'itens foram adicionados'} ao carrinho.{' '}
                <Link to={rotas.carrinho(base)}>Ver carrinho</Link>
              </Message>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
