/**
 * The server's zod schema of an address body, built field by field from the one rule of
 * engine/rules/address.ts (`REGRAS_ENDERECO`): what the form refuses, the server refuses, with
 * the same pt-BR message. A field no rule knows is refused (the OpenAPI document says so too).
 */
import { z } from 'zod';
import {
  enderecoDaEntrada,
  erroWhatsappEndereco,
  REGRAS_ENDERECO,
  type EnderecoEntrada,
  type EnderecoValido,
  type RegraCampo,
} from '#engine/rules/address';
import { HttpError } from '../../shared/http-error';

const REGRAS = Object.entries(REGRAS_ENDERECO) as [keyof EnderecoEntrada, RegraCampo<unknown>][];

export const enderecoSchema = z
  .record(z.string(), z.unknown(), { message: 'Envie os campos do endereço.' })
  .transform((corpo, ctx) => {
    for (const chave of Object.keys(corpo)) {
      if (!(chave in REGRAS_ENDERECO))
        ctx.addIssue({ code: 'custom', path: [chave], message: `Campo não aceito: ${chave}.` });
    }
    const valores: Record<string, unknown> = {};
    for (const [chave, regra] of REGRAS) {
      const r = regra(corpo[chave]);
      if (r.ok) valores[chave] = r.valor;
      else ctx.addIssue({ code: 'custom', path: [chave], message: r.mensagem });
    }
    const whatsapp = erroWhatsappEndereco(corpo);
    if (whatsapp) ctx.addIssue({ code: 'custom', path: ['telefone'], message: whatsapp });
    return enderecoDaEntrada(valores as EnderecoEntrada);
  });

/** The body as an address, or 400 `endereco.invalido` with the first refused field's pt-BR message. */
export function enderecoDoCorpo(corpo: unknown): EnderecoValido {
  const r = enderecoSchema.safeParse(corpo);
  if (!r.success) throw new HttpError(400, r.error.issues[0]?.message ?? 'Endereço inválido.', 'endereco.invalido');
  return r.data;
}
