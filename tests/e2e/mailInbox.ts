// The browser tests' inbox: the MailDev the global setup runs for the server's email, read
// through its REST API, and the .ics invitations parsed back with ical.js.
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { INVITATION_FILE } from '../../server/channels/email';

export interface InboxEmail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  attachments: { filename: string; generatedFileName: string }[];
}

const inboxURL = () => inject('mailInboxURL');

/** The emails to `address` so far. */
export async function emailsTo(address: string): Promise<InboxEmail[]> {
  const all = (await (await fetch(`${inboxURL()}/api/email`)).json()) as InboxEmail[];
  return all.filter((mail) => mail.to.some((to) => to.address === address));
}

/** Waits for the email to `address` whose subject is `subject`. */
export async function awaitEmail(address: string, subject: string): Promise<InboxEmail> {
  await expect
    .poll(async () => (await emailsTo(address)).map((mail) => mail.subject), { message: subject })
    .toContain(subject);
  return (await emailsTo(address)).find((mail) => mail.subject === subject)!;
}

/** The email's calendar invitation, parsed, read through its own VTIMEZONE. */
export async function invitationOf(mail: InboxEmail) {
  const file = mail.attachments.find((attachment) => attachment.filename === INVITATION_FILE)!;
  const text = await (await fetch(`${inboxURL()}/api/email/${mail.id}/attachment/${file.generatedFileName}`)).text();
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    method: calendar.getFirstPropertyValue('method'),
    event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!),
  };
}

/**
 * Shows the email's HTML in `page` as a mail reader would (MailDev's own /html reply names no
 * charset, so the text is handed over as a string) and saves a full-page screenshot to `file`.
 */
export async function screenshotEmail(page: Page, mail: InboxEmail, file: string): Promise<void> {
  await page.setContent(await (await fetch(`${inboxURL()}/api/email/${mail.id}/html`)).text());
  await page.locator('h1').waitFor();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.screenshot({ path: file, fullPage: true });
}
