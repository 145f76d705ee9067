/** Vitest setup (unit and server projects): documents' generic errors in pt-BR, as the server's validation path has them. */
import { installPtBRErrorMessages } from '../error-messages';

installPtBRErrorMessages();
