/**
 * 'Copiar código': copies a code the shopper pays with (a Pix "copia e cola", a boleto's linha
 * digitável) and says in a status beside it whether it did ('Código copiado!') or that the code
 * must be selected and copied by hand (the clipboard refused).
 */
import { useState } from 'react';
import { Button } from '../button';
import type { ButtonSize } from '../button/variants';

export interface CopyCodeProps {
  /** The code to copy. */
  texto: string;
  size?: ButtonSize;
  /** The class of the status text beside the button. */
  statusClassName?: string;
}

export function CopyCode({ texto, size = 'md', statusClassName }: CopyCodeProps) {
  const [copiado, setCopiado] = useState<'sim' | 'erro' | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        size={size}
        onClick={() => {
          navigator.clipboard.writeText(texto).then(
            () => setCopiado('sim'),
            () => setCopiado('erro'),
          );
        }}
      >
        Copiar código
      </Button>
      <span className={statusClassName} role="status">
        {copiado === 'sim'
          ? 'Código copiado!'
          : copiado === 'erro'
            ? 'Não foi possível copiar: selecione o código e copie.'
            : ''}
      </span>
    </>
  );
}
