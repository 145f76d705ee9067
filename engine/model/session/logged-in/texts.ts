/** The pt-BR texts of spec section 8 (Authentication and account), verbatim. */
export const TEXTOS_AUTENTICACAO = {
  falhaAutenticar: 'Não foi possível autenticar seu usuário. Verifique suas credenciais e tente novamente.',
  /** Spec 8: the session's client was refused (clears authentication and client id). */
  erroAutenticar: 'Erro tentando autenticar. Verifique suas credenciais',
  credenciaisInvalidas: 'Usuário inexistente ou credenciais inválidas',
  aguardaAprovacao: 'Seu cadastro já foi confirmado e aguarda aprovação',
  erroLogin: 'Erro ao tentar fazer login. Tente novamente em alguns minutos',
  erroCadastro: 'Erro ao tentar cadastrar usuário',
  cadastroEmAnalise: 'Seu cadastro foi criado com sucesso e aguarda aprovação. Em breve entraremos em contato.',
  sessaoExpirada: 'Sessão expirada, efetue login novamente',
  falhaRedefinirSenha: 'Falha ao solicitar redefinição de senha',
  erroAtualizarUsuario: 'Erro tentando atualizado usuário. Tente novamente mais tarde',
  candidatoInvalido: 'Email ou CPF Invalido',
  cadastroAtualizado: 'Cadastro atualizado',
} as const;
