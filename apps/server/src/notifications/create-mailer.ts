import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects when it did not. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * An SMTP sender with bounded waits: every send ends (accepted or failed) well inside the claim
 * lease of deliver-notification-emails.ts, so a claim that outlives its lease means a dead process.
 */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
    close: () => transport.close(),
  };
}
