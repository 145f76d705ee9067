/**
 * A chat message's text: plain text (never HTML), each http/https address a link that opens in a
 * new tab without giving it this page (rel="noopener noreferrer"). engine/rules/chat-text splits it.
 */
import { partesDaMensagem } from '#engine/rules/chat-text';

export function MessageText({ texto, className }: { texto: string; className?: string }) {
  return (
    <p className={className}>
      {partesDaMensagem(texto).map((parte, i) =>
        parte.tipo === 'link' ? (
          <a key={i} href={parte.href} target="_blank" rel="noopener noreferrer">
            {parte.texto}
          </a>
        ) : (
          <span key={i}>{parte.texto}</span>
        ),
      )}
    </p>
  );
}
