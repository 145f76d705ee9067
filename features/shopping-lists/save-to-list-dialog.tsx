/**
 * The 'Salvar na lista' dialog (lazy: loads the lists' model with it): choose one of the client's
 * own lists, or name a new one, and save the products there (added to a list's lines, or the new
 * list made with them). Says where they went, with a link to the list.
 */
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import {
  $listSaving,
  $listsError,
  $ownLists,
  $savedToList,
  listsPageShown,
  saveToListSubmitted,
} from '#engine/model/lists';
import { rotas } from '#engine/model/navigation';
import { $rotaBase } from '#engine/model/supplier';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { TextField } from '#ui/form-field';
import { Message } from '#ui/message';
import * as styles from './shopping-lists.css';

const NOVA = 0;

export default function SaveToListDialog({
  open,
  onOpenChange,
  produtos,
  titulo,
  nomeSugerido,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  produtos: { id: number; quantidade: number }[];
  titulo: string;
  nomeSugerido: string;
}) {
  const [listas, salvando, erro, salva, base, carregar, salvar] = useUnit([
    $ownLists,
    $listSaving,
    $listsError,
    $savedToList,
    $rotaBase,
    listsPageShown,
    saveToListSubmitted,
  ]);
  const [escolha, setEscolha] = useState<number | null>(null);
  const [nome, setNome] = useState(nomeSugerido);
  const [enviado, setEnviado] = useState(false);
  useEffect(() => {
    if (open) carregar();
  }, [open, carregar]);
  // The first list is chosen when the lists arrive; none: a new list.
  const atual = escolha ?? (listas && listas.length > 0 ? (listas[0]?.idlista ?? NOVA) : NOVA);
  const enviar = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (atual === NOVA) {
      if (nome.trim() === '') return;
      salvar({ nome: nome.trim(), produtos });
    } else salvar({ idlista: atual, produtos });
    setEnviado(true);
  };
  const pronto = enviado && !salvando && salva !== null && !erro;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={titulo} closeLabel="Fechar" size="sm">
      {pronto && salva ? (
        <div className={styles.form} role="status">
          <Message tone="positive">Salvo na lista '{salva.nome}'.</Message>
          <div className={styles.actions}>
            <Link to={rotas.lista(base, salva.idlista)} onClick={() => onOpenChange(false)}>
              Ver lista
            </Link>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Continuar
            </Button>
          </div>
        </div>
      ) : (
        <form className={styles.form} onSubmit={enviar}>
          {erro && enviado ? (
            <Message tone="critical" role="alert">
              {erro}
            </Message>
          ) : null}
          <fieldset className={styles.form} style={{ border: 0, padding: 0, margin: 0 }}>
            <legend className={styles.muted}>
              {produtos.length === 1 ? 'Escolha a lista' : `Escolha a lista para os ${produtos.length} produtos`}
            </legend>
            {listas === null ? <p className={styles.muted}>Carregando suas listas…</p> : null}
            <ul className={styles.choices}>
              {(listas ?? []).map((l) => (
                <li key={l.idlista}>
                  <label className={styles.choice}>
                    <input
                      type="radio"
                      name="lista-destino"
                      checked={atual === l.idlista}
                      onChange={() => setEscolha(l.idlista)}
                    />
                    {l.nome}
                  </label>
                </li>
              ))}
              <li>
                <label className={styles.choice}>
                  <input type="radio" name="lista-destino" checked={atual === NOVA} onChange={() => setEscolha(NOVA)} />
                  Nova lista
                </label>
              </li>
            </ul>
          </fieldset>
          {atual === NOVA ? (
            <TextField
              label="Nome da nova lista"
              value={nome}
              maxLength={80}
              required
              onChange={(e) => setNome(e.target.value)}
            />
          ) : null}
          <div className={styles.actions}>
            <Button
              type="submit"
              disabled={salvando || produtos.length === 0 || (atual === NOVA && nome.trim() === '')}
            >
              Salvar
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
