/**
 * The terms of use dialog ("a new version asks again"), loaded lazily after hydration for a
 * logged-in customer (src/app/entry-checks.tsx). It asks the model to check; when the current
 * version is not accepted it shows the text (through SafeHtml, the only place API HTML is
 * rendered) with 'Aceitar os termos' or 'Sair da conta'.
 */
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { logoutClicked } from '#engine/model/session';
import {
  $aceitando,
  $aceiteErro,
  $termos,
  $termsDialogOpen,
  termsAccepted,
  termsCheckStarted,
} from '#engine/model/terms-of-use';
import { $fornecedor } from '#engine/model/supplier';
import { Button } from '#ui/button';
import { LazyDialog } from '#ui/lazy-dialog';
import { Message } from '#ui/message';
import { SafeHtml } from '#ui/safe-html';
import * as styles from './entry-checks.css';

export const TEXTOS_TERMOS = {
  titulo: 'Termos de uso atualizados',
  descricao: (loja: string) =>
    `${loja} publicou uma nova versão dos termos de uso. Para continuar usando a sua conta, leia e aceite os termos.`,
  aceitar: 'Aceitar os termos',
  aceitando: 'Registrando…',
  sair: 'Sair da conta',
} as const;

const dataBr = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

export default function TermsDialog() {
  const [open, termos, erro, aceitando, fornecedor, check, aceitar, sair] = useUnit([
    $termsDialogOpen,
    $termos,
    $aceiteErro,
    $aceitando,
    $fornecedor,
    termsCheckStarted,
    termsAccepted,
    logoutClicked,
  ]);
  const textoId = useId();
  useEffect(() => {
    check();
  }, [check]);
  if (!open || !termos) return null;
  return (
    <LazyDialog
      open
      onOpenChange={() => undefined}
      dismissible={false}
      size="lg"
      title={TEXTOS_TERMOS.titulo}
      description={TEXTOS_TERMOS.descricao(fornecedor?.nome ?? 'A loja')}
    >
      {erro ? (
        <Message tone="critical" role="alert" className={styles.message}>
          {erro}
        </Message>
      ) : null}
      <p className={styles.version}>
        {termos.titulo} · versão {termos.versao}
        {termos.aceito_em
          ? ` (você aceitou a versão ${termos.versao_aceita} em ${dataBr.format(new Date(termos.aceito_em))})`
          : ''}
      </p>
      <section id={textoId} className={styles.terms} tabIndex={0} aria-label={termos.titulo ?? 'Termos de uso'}>
        <SafeHtml html={termos.texto_html} />
      </section>
      <div className={styles.actions}>
        <Button onClick={() => aceitar()} disabled={aceitando} aria-describedby={textoId}>
          {aceitando ? TEXTOS_TERMOS.aceitando : TEXTOS_TERMOS.aceitar}
        </Button>
        <Button variant="secondary" onClick={() => sair()}>
          {TEXTOS_TERMOS.sair}
        </Button>
      </div>
    </LazyDialog>
  );
}
