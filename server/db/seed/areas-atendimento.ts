/**
 * Demo service areas (migration 0025), around real cities: Aurora delivers in the Campinas
 * metropolitan region and in the city of São Paulo and collects in Campinas; ConstruForte delivers
 * in Greater Curitiba, in Joinville and also in São Paulo, where the two overlap. Aurora Atacado
 * (pickup only) collects in the Campinas region. The polygons are
 * rough boxes of [lat, lng]; the city lists serve addresses typed by CEP (no coordinates).
 */
import type { Insertable } from 'kysely';
import type { AreasAtendimentoTable } from '../../modules/fornecedor/tables';
import { AURORA_ATACADO_ID, AURORA_ID, CONSTRUFORTE_ID } from './fornecedores';

type Anel = [number, number][];

const REGIAO_CAMPINAS: Anel = [
  [-22.7, -47.3],
  [-22.7, -46.85],
  [-23.12, -46.85],
  [-23.12, -47.3],
];
const CIDADE_SAO_PAULO: Anel = [
  [-23.38, -46.83],
  [-23.38, -46.36],
  [-23.8, -46.36],
  [-23.8, -46.83],
];
const GRANDE_CURITIBA: Anel = [
  [-25.25, -49.45],
  [-25.25, -49.05],
  [-25.65, -49.05],
  [-25.65, -49.45],
];

const CIDADES_CAMPINAS = [
  'Campinas/SP',
  'Valinhos/SP',
  'Vinhedo/SP',
  'Sumaré/SP',
  'Hortolândia/SP',
  'Paulínia/SP',
  'Indaiatuba/SP',
  'Jundiaí/SP',
];
const CIDADES_CURITIBA = ['Curitiba/PR', 'São José dos Pinhais/PR', 'Colombo/PR', 'Araucária/PR', 'Pinhais/PR'];

const area = (
  idarea: number,
  idfornecedor: string,
  nome: string,
  tipo: 'DELIVERY' | 'RETIRADA',
  poligono: Anel,
  cidades: string[],
): Insertable<AreasAtendimentoTable> => ({
  idarea,
  idfornecedor,
  nome,
  tipo,
  poligono: JSON.stringify(poligono),
  cidades,
});

export const AREAS_ATENDIMENTO_DEMO: readonly Insertable<AreasAtendimentoTable>[] = [
  area(1, AURORA_ID, 'Região de Campinas', 'DELIVERY', REGIAO_CAMPINAS, CIDADES_CAMPINAS),
  area(2, AURORA_ID, 'Cidade de São Paulo', 'DELIVERY', CIDADE_SAO_PAULO, ['São Paulo/SP']),
  area(3, AURORA_ID, 'Retirada em Campinas', 'RETIRADA', REGIAO_CAMPINAS, CIDADES_CAMPINAS),
  area(11, CONSTRUFORTE_ID, 'Grande Curitiba', 'DELIVERY', GRANDE_CURITIBA, CIDADES_CURITIBA),
  area(12, CONSTRUFORTE_ID, 'Joinville', 'DELIVERY', [], ['Joinville/SC']),
  area(13, CONSTRUFORTE_ID, 'Cidade de São Paulo', 'DELIVERY', CIDADE_SAO_PAULO, ['São Paulo/SP']),
  area(21, AURORA_ATACADO_ID, 'Retirada em Campinas', 'RETIRADA', REGIAO_CAMPINAS, CIDADES_CAMPINAS),
];
