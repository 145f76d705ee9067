/**
 * The studio's side of the live preview: an iframe at `/{slug}/painel/loja/previa` drawn at a
 * desktop, tablet or phone width (1280/768/390, scaled down to fit), fed the draft by
 * `postMessage` (same origin) on every change of the draft, the page or the "ver como" visitor.
 */
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { $documentoAtual, $tipoEstudio } from '#engine/model/estudio';
import { $rotaBase } from '#engine/model/supplier';
import { ROLES, type Role } from '#schemas/gate';
import { FormField } from '#ui/form-field';
import { PAPEIS } from './gate-editor';
import type { MensagemPrevia } from './previa-page';
import * as styles from './estudio.css';

const LARGURAS = [
  { largura: 1280, nome: 'Computador (1280 px)' },
  { largura: 768, nome: 'Tablet (768 px)' },
  { largura: 390, nome: 'Celular (390 px)' },
] as const;
const ALTURA = 900;

export function PreviaHost({ pagina }: { pagina: string }) {
  const [documento, tipo, base] = useUnit([$documentoAtual, $tipoEstudio, $rotaBase]);
  const quadro = useRef<HTMLIFrameElement>(null);
  const moldura = useRef<HTMLDivElement>(null);
  const [largura, setLargura] = useState<number>(1280);
  const [papel, setPapel] = useState<Role>('anonimo');
  const [tags, setTags] = useState('');
  const [espaco, setEspaco] = useState(0);
  const [pronta, setPronta] = useState(0);

  useEffect(() => {
    const el = moldura.current;
    if (!el) return;
    const medir = () => setEspaco(el.clientWidth);
    medir();
    const ro = new ResizeObserver(medir);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    const ouvir = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.source !== quadro.current?.contentWindow) return;
      if ((e.data as { estudioPrevia?: string } | null)?.estudioPrevia === 'pronta') setPronta((n) => n + 1);
    };
    window.addEventListener('message', ouvir);
    return () => window.removeEventListener('message', ouvir);
  }, []);

  const rascunho = documento?.rascunho;
  useEffect(() => {
    const alvo = quadro.current?.contentWindow;
    if (!alvo || rascunho === undefined) return;
    const tagsUsuario = tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    const mensagem: MensagemPrevia = {
      tipo,
      documento: rascunho,
      como: { logado: papel !== 'anonimo', papel, tagsUsuario },
      pagina,
    };
    alvo.postMessage(mensagem, window.location.origin);
  }, [rascunho, tipo, papel, tags, pagina, pronta]);

  const escala = espaco > 0 ? Math.min(1, espaco / largura) : 1;
  return (
    <section className={`${styles.painel} ${styles.colunaPrevia}`} aria-labelledby="previa-titulo">
      <h2 id="previa-titulo" className={styles.subtitle}>
        Prévia ao vivo
      </h2>
      <div className={styles.barra}>
        <FormField
          label="Largura"
          renderInput={(a11y) => (
            <select {...a11y} value={largura} onChange={(e) => setLargura(Number(e.currentTarget.value))}>
              {LARGURAS.map((l) => (
                <option key={l.largura} value={l.largura}>
                  {l.nome}
                </option>
              ))}
            </select>
          )}
        />
        <FormField
          label="Ver como"
          renderInput={(a11y) => (
            <select {...a11y} value={papel} onChange={(e) => setPapel(e.currentTarget.value as Role)}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {r === 'anonimo' ? 'Visitante (não logado)' : r === 'cliente' ? 'Cliente logado' : PAPEIS[r]}
                </option>
              ))}
            </select>
          )}
        />
        <FormField
          label="Com as tags de usuário"
          hint="Separadas por vírgula."
          renderInput={(a11y) => <input {...a11y} value={tags} onChange={(e) => setTags(e.currentTarget.value)} />}
        />
      </div>
      <div ref={moldura} className={styles.previaMoldura} style={{ height: ALTURA * escala }}>
        {base ? (
          <iframe
            ref={quadro}
            className={styles.previa}
            src={`${base}/painel/loja/previa`}
            title="Prévia da loja com o rascunho"
            style={{ width: largura, height: ALTURA, transform: `scale(${escala})` }}
            data-largura={largura}
          />
        ) : null}
      </div>
    </section>
  );
}
