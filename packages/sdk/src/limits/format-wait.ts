/**
 * A wait as words in `locale`, rounded up: seconds under a minute, minutes under an hour, else hours ("30 seconds",
 * "27 minutes", "24 hours"); a wait that rounds up to 60 of a unit says the next one ("1 hour", not "60 minutes").
 * The same words as `@parla/react`'s wait texts (the rate-limit form error), so a snackbar and a form agree.
 * @example
 * formatWait('en', 1_620_000); // '27 minutes'
 */
export function formatWait(locale: string, milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  const minutes = Math.ceil(milliseconds / 60_000);
  const [unit, value] =
    seconds < 60 ? (['second', seconds] as const) : minutes < 60 ? (['minute', minutes] as const) : (['hour', Math.ceil(milliseconds / 3_600_000)] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
