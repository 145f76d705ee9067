export { createEmailSender, DEFAULT_SENDER, type EmailSender, type EmailLog, type EmailMessage } from './sender';
export { buildEmail, type EmailContent, type EmailBody, type EmailBrand } from './template';
export { escapeHtml, safeUrl } from './html';
