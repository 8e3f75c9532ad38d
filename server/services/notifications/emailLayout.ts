// The Ojas email: a message's content laid out as HTML (inline styles in the site's colours, one
// column that fits a phone) and as plain text. Every value is escaped: data such as a name with
// `<script>` arrives as text.
import { BRAND_COLOURS as C, BRAND_SANS, BRAND_SERIF } from '@domain/brand';
import { escapeHtml } from '@domain/markup';
import { NOTIFICATION_MESSAGES } from '@domain/messages/notification';
import type { MessageContent } from '@domain/notifications';
import type { OutgoingEmail } from '../../channels/email';

/**
 * Text escaped for HTML, with every character outside ASCII as a numeric reference: a mail reader
 * that ignores the declared charset still shows "·" and "–" as they are.
 */
const e = (text: string) => escapeHtml(text).replace(/[^ -~]/gu, (char) => `&#${char.codePointAt(0)};`);

function detailsHtml(details: MessageContent['details']): string {
  if (details.length === 0) return '';
  const rows = details.map(
    ({ label, value }) =>
      `<tr><th scope="row" style="text-align:left;padding:8px 12px;color:${C.textMuted};font-weight:600;vertical-align:top;white-space:nowrap">${e(label)}</th><td style="padding:8px 12px 8px 0;color:${C.text};word-break:break-word">${e(value)}</td></tr>`,
  );
  return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0;background:${C.sage};border-radius:8px"><tbody>${rows.join('')}</tbody></table>`;
}

/** The message as a whole HTML document. */
export function emailHtml(content: MessageContent): string {
  const paragraphs = content.lines.map((line) => `<p style="margin:0 0 12px;line-height:1.5">${e(line)}</p>`);
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${e(content.action.url)}" style="display:inline-block;background:${C.green};color:${C.paper};text-decoration:none;font-weight:600;padding:12px 20px;border-radius:999px">${e(content.action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${C.cream};font-family:${e(BRAND_SANS)};color:${C.text}">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-family:${e(BRAND_SERIF)};font-size:24px;font-weight:700;color:${C.green}">Ojas</p>
<div style="background:${C.paper};border:1px solid ${C.border};border-radius:12px;padding:24px 20px">
<h1 style="margin:0 0 16px;font-family:${e(BRAND_SERIF)};font-size:22px;line-height:1.25;color:${C.greenDark}">${e(content.heading)}</h1>
${paragraphs.join('\n')}
${detailsHtml(content.details)}
${action}
</div>
<p style="margin:16px 0 0;font-size:13px;color:${C.textMuted}">${e(NOTIFICATION_MESSAGES.signOff)}<br>${e(NOTIFICATION_MESSAGES.why)}</p>
</div>
</body>
</html>
`;
}

/** The message as plain text. */
export function emailText(content: MessageContent): string {
  return [
    content.heading,
    '',
    ...content.lines,
    '',
    ...content.details.map(({ label, value }) => `${label}: ${value}`),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    '',
    '—',
    NOTIFICATION_MESSAGES.signOff,
    NOTIFICATION_MESSAGES.why,
    '',
  ].join('\n');
}

/** The email of `content` to `to`, laid out, with what goes along with it. */
export function layoutEmail(
  content: MessageContent,
  {
    messageId,
    to,
    calendar = null,
    attachments = [],
  }: Pick<OutgoingEmail, 'messageId' | 'to'> & Partial<OutgoingEmail>,
): OutgoingEmail {
  return {
    messageId,
    to,
    subject: content.subject,
    html: emailHtml(content),
    text: emailText(content),
    calendar,
    attachments,
  };
}
