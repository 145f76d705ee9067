/**
 * The props form's product picker (issue 14): the chosen product by name and number, a search by
 * name or number among the supplier's products (engine/model/estudio/seletor-produto), and the
 * results as buttons: a click (or Enter) chooses one. 'Remover' goes back to the block's default.
 * The search box is the field's input (its label and hint come from FormField).
 */
import { useUnit } from 'effector-react';
import { useEffect, useId, useState } from 'react';
import type { InputHTMLAttributes } from 'react';
import {
  $buscaProduto,
  $buscaRespondida,
  $erroBuscaProduto,
  $nomesProdutos,
  $produtosSugeridos,
  produtoSearched,
  produtoRemembered,
  TEXTOS_SELETOR_PRODUTO,
} from '#engine/model/estudio';
import { Button } from '#ui/button';
import * as styles from './estudio.css';

export function SeletorProduto({
  a11y,
  valor,
  aoEscolher,
}: {
  a11y: InputHTMLAttributes<HTMLInputElement>;
  valor: number | undefined;
  aoEscolher(id: number | undefined): void;
}) {
  const [busca, respondida, sugeridos, erro, nomes, buscar, lembrar] = useUnit([
    $buscaProduto,
    $buscaRespondida,
    $produtosSugeridos,
    $erroBuscaProduto,
    $nomesProdutos,
    produtoSearched,
    produtoRemembered,
  ]);
  const [texto, setTexto] = useState('');
  const resultadosId = useId();
  useEffect(() => {
    if (valor !== undefined) lembrar(valor);
  }, [valor, lembrar]);
  // A new field (another block chosen) starts with an empty search.
  useEffect(
    () => () => {
      buscar('');
    },
    [buscar],
  );
  const mostrando = texto.trim() !== '' && busca === texto.trim().slice(0, 80);

  return (
    <div className={styles.seletor}>
      <p className={styles.muted} aria-live="polite">
        {valor === undefined
          ? 'Nenhum produto escolhido (padrão do bloco).'
          : `Escolhido: ${nomes[valor] ?? 'produto'} (nº ${valor})`}
        {valor !== undefined ? (
          <>
            {' '}
            <Button variant="ghost" size="sm" onClick={() => aoEscolher(undefined)}>
              Remover
            </Button>
          </>
        ) : null}
      </p>
      <input
        {...a11y}
        type="search"
        placeholder="Buscar por nome ou número"
        autoComplete="off"
        aria-controls={resultadosId}
        value={texto}
        onChange={(e) => {
          setTexto(e.currentTarget.value);
          buscar(e.currentTarget.value);
        }}
      />
      <div id={resultadosId} role="region" aria-label="Produtos encontrados" aria-live="polite">
        {erro ? <p className={styles.erroCampo}>{erro}</p> : null}
        {mostrando && !erro && respondida === busca && sugeridos.length === 0 ? (
          <p className={styles.muted}>{TEXTOS_SELETOR_PRODUTO.nenhum}</p>
        ) : null}
        {mostrando && sugeridos.length > 0 ? (
          <ul className={styles.sugestoes}>
            {sugeridos.map((p) => (
              <li key={p.id}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-pressed={p.id === valor}
                  onClick={() => {
                    aoEscolher(p.id);
                    setTexto('');
                    buscar('');
                  }}
                >
                  {p.nome} · nº {p.id}
                  {p.ativo ? '' : ' (inativo)'}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
