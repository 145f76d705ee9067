/** The blocks of the lists group's pages, 'Listas de compras' and a list (../parts.ts). */
export { listsBlocks as blocks } from '../../lists/registry';
