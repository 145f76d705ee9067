export { MapaLojas, TEXTOS_MAPA_LOJAS, type LojaNoMapa } from './mapa-lojas';
export { useMapa, type EstadoMapa, type MontarMapa } from './use-mapa';
export * as estilosMapa from './mapa.css';
