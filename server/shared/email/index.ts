export { criarEnvioEmail, REMETENTE_PADRAO, type EnvioEmail, type LogEmail, type MensagemEmail } from './envio';
export { montarEmail, type ConteudoEmail, type CorpoEmail, type MarcaEmail } from './modelo';
export { escaparHtml, urlSegura } from './html';
