/** The supplier's footer (rodape): link columns, contact, social networks, razão social and CNPJ. */
import { useUnit } from 'effector-react';
import type { BlockComponentProps } from '#engine/layout/define-block';
import { $fornecedor } from '#engine/model/supplier';
import { $rodape } from '#engine/model/supplier-config';
import { formatCnpj, onlyDigits } from '#engine/rules/tax-id-format';
import { isSafeLink } from '#schemas/link';
import { ANCORA_RODAPE } from '../shared/ancoras';
import type { FooterProps } from './schema';
import * as styles from './footer.css';

const REDES: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
};

function cnpjLegivel(cnpj: string): string {
  return onlyDigits(cnpj).length === 14 ? formatCnpj(cnpj) : cnpj;
}

export function Footer({ id, props }: BlockComponentProps<FooterProps>) {
  const [rodape, fornecedor] = useUnit([$rodape, $fornecedor]);
  const ano = new Date().getFullYear();
  if (!rodape) {
    return (
      <footer id={ANCORA_RODAPE} className={styles.root} data-block-id={id}>
        <div className={styles.legal}>
          <span>
            © {ano} {fornecedor?.nome ?? ''}
          </span>
        </div>
      </footer>
    );
  }
  const { contato } = rodape;
  const temContato =
    props.mostrarContato && (contato.telefone || contato.whatsapp || contato.email || contato.endereco);
  const redes = props.mostrarRedesSociais ? rodape.redes_sociais.filter((r) => isSafeLink(r.url)) : [];
  return (
    <footer id={ANCORA_RODAPE} className={styles.root} data-block-id={id}>
      <div className={styles.inner}>
        {rodape.colunas.map((coluna) => (
          <nav key={coluna.titulo} aria-label={coluna.titulo}>
            <h2 className={styles.heading}>{coluna.titulo}</h2>
            <ul className={styles.list}>
              {coluna.links
                .filter((l) => isSafeLink(l.url))
                .map((l) => (
                  <li key={`${l.label}-${l.url}`}>
                    <a className={styles.link} href={l.url}>
                      {l.label}
                    </a>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        {temContato ? (
          <section aria-label="Contato">
            <h2 className={styles.heading}>Contato</h2>
            <ul className={styles.list}>
              {contato.telefone ? (
                <li>
                  <a className={styles.link} href={`tel:${onlyDigits(contato.telefone)}`}>
                    Telefone: {contato.telefone}
                  </a>
                </li>
              ) : null}
              {contato.whatsapp ? (
                <li>
                  <a
                    className={styles.link}
                    href={`https://wa.me/55${onlyDigits(contato.whatsapp).replace(/^55/, '')}`}
                    rel="noopener noreferrer"
                  >
                    WhatsApp: {contato.whatsapp}
                  </a>
                </li>
              ) : null}
              {contato.email ? (
                <li>
                  <a className={styles.link} href={`mailto:${contato.email}`}>
                    {contato.email}
                  </a>
                </li>
              ) : null}
              {contato.endereco ? (
                <li>
                  <p className={styles.text}>{contato.endereco}</p>
                </li>
              ) : null}
            </ul>
          </section>
        ) : null}
        {redes.length > 0 ? (
          <section aria-label="Redes sociais">
            <h2 className={styles.heading}>Redes sociais</h2>
            <ul className={styles.list}>
              {redes.map((r) => (
                <li key={r.rede}>
                  <a className={styles.link} href={r.url} rel="noopener noreferrer">
                    {REDES[r.rede] ?? r.rede}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {rodape.texto ? <p className={styles.text}>{rodape.texto}</p> : null}
      </div>
      <div className={styles.legal}>
        <span>
          © {ano} {rodape.razao_social}
        </span>
        <span>CNPJ {cnpjLegivel(rodape.cnpj)}</span>
      </div>
    </footer>
  );
}
