export {
  createEmailSender,
  DEFAULT_SENDER,
  type EmailSender,
  type EmailLog,
  type EmailMessage,
  type EmailInlineImage,
} from './sender';
export {
  buildEmail,
  type EmailContent,
  type EmailBody,
  type EmailBrand,
  type EmailRow,
  type EmailSection,
} from './template';
export { escapeHtml, safeUrl } from './html';
export { logoImage, qrCodeImage } from './images';
