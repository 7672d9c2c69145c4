/** One mail to send. */
export interface Mail {
  /** Recipient address. */
  to: string;
  /** Subject line. */
  subject: string;
  /** Plain-text body. */
  text: string;
  /** The links the body contains (verification, reset), so a test or the outbox can follow them. */
  links: string[];
}

/** Sends mail: SMTP in production, the database outbox otherwise. */
export interface Mailer {
  /** Sends one mail. */
  send(mail: Mail): Promise<void>;
}
