/**
 * The database and the domain services, decorated onto the instance (typed below), in the style of
 * fastify/demo: handlers and the web layer reach them as `app.catalogoService` etc.
 */
import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { DatabaseKind } from '../db/connect';
import type { Database } from '../db/schema';
import { CarrosselRepository } from '../modules/carrossel/carrossel-repository';
import { CarrosselService } from '../modules/carrossel/carrossel-service';
import { CategoriaRepository } from '../modules/catalogo/categoria-repository';
import { CatalogoService } from '../modules/catalogo/catalogo-service';
import { ProdutoRepository } from '../modules/catalogo/produto-repository';
import { ConteudoService } from '../modules/conteudo/conteudo-service';
import { DocumentosService } from '../modules/documentos/documentos-service';
import { FornecedorRepository } from '../modules/fornecedor/fornecedor-repository';
import { FornecedorService } from '../modules/fornecedor/fornecedor-service';
import { SessaoRepository } from '../modules/sessao/sessao-repository';
import { SessaoService } from '../modules/sessao/sessao-service';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    fornecedorService: FornecedorService;
    sessaoService: SessaoService;
    catalogoService: CatalogoService;
    carrosselService: CarrosselService;
    conteudoService: ConteudoService;
    documentosService: DocumentosService;
  }
}

export interface ServicesOptions {
  config: ServerConfig;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
}

async function servicesPlugin(app: FastifyInstance, options: ServicesOptions): Promise<void> {
  const { config, db, dbKind } = options;
  const fornecedorService = new FornecedorService(new FornecedorRepository(db), config.platformHosts);
  const sessaoService = new SessaoService(new SessaoRepository(db));
  const catalogoService = new CatalogoService(new ProdutoRepository(db), new CategoriaRepository(db), fornecedorService);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dbKind', dbKind);
  app.decorate('fornecedorService', fornecedorService);
  app.decorate('sessaoService', sessaoService);
  app.decorate('catalogoService', catalogoService);
  app.decorate('carrosselService', new CarrosselService(new CarrosselRepository(db), fornecedorService, catalogoService));
  app.decorate('conteudoService', new ConteudoService(db, fornecedorService));
  app.decorate('documentosService', new DocumentosService(db, fornecedorService));
}

export const services = fp(servicesPlugin, { name: 'services', fastify: '5.x' });
