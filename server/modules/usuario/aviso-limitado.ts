/**
 * The e-mail that tells an account's owner that its login was throttled (too many wrong
 * passwords): through the e-mail module's queue (`app.email`, on `app.tarefas`), once per user per
 * throttle window (the message key names the window, so the queue sends it once however many
 * attempts are refused, in every process). It carries no password, code, token or address: only
 * that it happened, that the account's known devices still log in, and what to do.
 */
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { buildEmail, type EmailMessage } from '../../shared/email';
import type { AvisoLoginLimitado } from './usuario-service';

export function criarAvisoLimitado(opcoes: {
  enviar: (mensagem: EmailMessage) => Promise<void>;
  janelaMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  agora?: () => number;
}): AvisoLoginLimitado {
  const agora = opcoes.agora ?? Date.now;
  // Keys already handed to the queue by this process: a flood of refused attempts enqueues nothing more.
  const feitos = new LRUCache<string, true>({ max: 10_000, ttl: opcoes.janelaMs });
  return async ({ usuario, fornecedor }) => {
    if (!usuario.email) return;
    const chave = `login-limitado:${usuario.idusuario}:${Math.floor(agora() / opcoes.janelaMs)}`;
    if (feitos.has(chave)) return;
    feitos.set(chave, true);
    const dominio = fornecedor.config.dominio?.dominio;
    const origem = dominio ? `https://${dominio}` : 'https://localhost';
    const primeiroNome = usuario.nome.trim().split(/\s+/)[0] ?? '';
    const corpo = buildEmail({
      marca: { nome: fornecedor.nome, logo: fornecedor.logo, tema: fornecedor.config?.tema },
      origem,
      titulo: 'Tentativas de acesso à sua conta',
      paragrafos: [
        `Olá, ${primeiroNome}.`,
        `Recebemos várias tentativas de entrar na sua conta na ${fornecedor.nome} com a senha errada. Por segurança, novas tentativas de onde elas vieram ficam bloqueadas por alguns minutos.`,
        'Os aparelhos em que você já entrou na sua conta continuam entrando normalmente.',
      ],
      notas: [
        'Se foi você, aguarde alguns minutos e tente de novo, ou use "Esqueci minha senha".',
        'Se não foi você, sua senha não foi revelada; se ela for usada em outros sites, troque-a em Minha conta.',
      ],
    });
    try {
      await opcoes.enviar({
        para: usuario.email,
        deNome: fornecedor.nome,
        idfornecedor: fornecedor.idfornecedor,
        assunto: `Tentativas de acesso à sua conta | ${fornecedor.nome}`,
        chave,
        ...corpo,
      });
      opcoes.log.info({ idusuario: usuario.idusuario }, 'login limitado: aviso ao titular na fila');
    } catch (error) {
      feitos.delete(chave);
      opcoes.log.warn({ motivo: (error as Error).message }, 'login limitado: aviso ao titular não entrou na fila');
    }
  };
}
