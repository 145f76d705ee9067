/** The availability alert's fixed texts (the block's props set its title and its explanation). */
export const TEXTO_AVISE_ME = 'Avise-me quando chegar';
export const TEXTO_INSCRITO = 'Pronto! Avisaremos você por e-mail quando este produto chegar.';
export const TEXTO_REMOVER = 'Não quero mais ser avisado';
