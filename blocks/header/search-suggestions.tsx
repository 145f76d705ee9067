/**
 * The header search box's suggestions (spec sections 7 and 9): loaded with its model on the first
 * keystroke (never at first view). 1000 ms after the last keystroke, up to 10 product names with
 * their image; the ARIA 1.2 combobox pattern: the input (in the header) is the combobox, this is
 * its listbox; ArrowDown/ArrowUp move the active option (aria-activedescendant), Enter opens the
 * active product's page (by slug), Escape or leaving the box closes. A click works too.
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, MutableRefObject } from 'react';
import { useNavigate } from 'react-router';
import { $storefrontConfig } from '#engine/model/app';
import { rotas } from '#engine/model/navigation';
import { $sugestoes, suggestionsClosed, suggestionsTyped } from '#engine/model/search-suggestions';
import { stripHtml } from '#engine/rules/names';
import { visuallyHidden } from '#themes/global.css';
import { withImageBase, withImageSize } from '#engine/rules/image-url';
import * as styles from './search-suggestions.css';

/** What the header's input asks of the list (its keys, closing on submit or blur). */
export interface SuggestionsControl {
  /** Handles a key of the input; true when it was the list's (the input does nothing more). */
  tecla: (event: KeyboardEvent<HTMLInputElement>) => boolean;
  fechar: () => void;
}

/** The combobox state the input shows (aria-expanded, aria-activedescendant). */
export interface SuggestionsState {
  aberto: boolean;
  ativo: string | null;
}

interface Props {
  listboxId: string;
  texto: string;
  base: string;
  controle: MutableRefObject<SuggestionsControl | null>;
  onEstado: (estado: SuggestionsState) => void;
}

export default function SearchSuggestions({ listboxId, texto, base, controle, onEstado }: Props) {
  const [sugestoes, config, digitado, fechado] = useUnit([
    $sugestoes,
    $storefrontConfig,
    suggestionsTyped,
    suggestionsClosed,
  ]);
  const navigate = useNavigate();
  const [ativo, setAtivoState] = useState(-1);
  // The keys may come faster than renders: they read and move the ref, the state draws it.
  const ativoRef = useRef(-1);
  const setAtivo = (i: number) => {
    ativoRef.current = i;
    setAtivoState(i);
  };
  const produtos = sugestoes?.produtos ?? [];
  const aberto = produtos.length > 0;
  const optionId = (i: number) => `${listboxId}-${i}`;

  useEffect(() => {
    digitado(texto);
  }, [texto, digitado]);
  useEffect(() => {
    ativoRef.current = -1;
    setAtivoState(-1);
  }, [sugestoes]);
  useEffect(() => onEstado({ aberto, ativo: aberto && ativo >= 0 ? optionId(ativo) : null }));

  const abrir = (slug: string) => {
    fechado();
    navigate(rotas.produto(base, slug));
  };

  controle.current = {
    fechar: fechado,
    tecla: (event) => {
      if (!aberto) return false;
      switch (event.key) {
        case 'ArrowDown':
          setAtivo((ativoRef.current + 1) % produtos.length);
          break;
        case 'ArrowUp':
          setAtivo(ativoRef.current <= 0 ? produtos.length - 1 : ativoRef.current - 1);
          break;
        case 'Enter': {
          const produto = ativoRef.current >= 0 ? produtos[ativoRef.current] : undefined;
          if (!produto) return false; // no option chosen: the form searches as before
          abrir(produto.slug);
          break;
        }
        case 'Escape':
          fechado();
          break;
        default:
          return false;
      }
      event.preventDefault();
      return true;
    },
  };

  return (
    <>
      <div role="status" className={visuallyHidden}>
        {aberto
          ? `${produtos.length} ${produtos.length === 1 ? 'sugestão' : 'sugestões'}: use as setas para escolher`
          : ''}
      </div>
      {aberto ? (
        // The input keeps the focus: a press on an option must not blur it first.
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Sugestões de produtos"
          className={styles.list}
          onMouseDown={(e) => e.preventDefault()}
        >
          {produtos.map((produto, i) => (
            <li
              key={produto.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === ativo}
              className={styles.option}
              onClick={() => abrir(produto.slug)}
              onMouseMove={() => (i === ativo ? undefined : setAtivo(i))}
            >
              {produto.imagem ? (
                <img
                  className={styles.image}
                  src={withImageBase(withImageSize(produto.imagem, 150), config.imageBaseUrl)}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                />
              ) : (
                <span className={styles.image} />
              )}
              <span className={styles.name}>{stripHtml(produto.nome)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
