// The local inbox of `npm start`: MailDev, in this process, catching every email the server
// sends to its SMTP port and showing them on its web page, so nothing leaves the machine unless
// SMTP_URL names a real mail server.
import net from 'node:net';
import { MailDev } from 'maildev';
import { LOCAL_MAILDEV } from '../../server/config';

export interface MailInbox {
  /** The inbox's web page. */
  url: string;
  stop(): Promise<void>;
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, LOCAL_MAILDEV.host);
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Starts MailDev on its usual ports; null when one already listens there (another `npm start`'s, kept). */
export async function startMailInbox(): Promise<MailInbox | null> {
  if (await isListening(LOCAL_MAILDEV.smtpPort)) return null;
  const maildev = new MailDev({
    smtp: LOCAL_MAILDEV.smtpPort,
    web: LOCAL_MAILDEV.webPort,
    ip: LOCAL_MAILDEV.host,
    silent: true,
  });
  await maildev.start();
  return { url: `http://${LOCAL_MAILDEV.host}:${LOCAL_MAILDEV.webPort}`, stop: () => maildev.stop() };
}
