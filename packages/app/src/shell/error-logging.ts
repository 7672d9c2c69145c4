/**
 * Logs unhandled errors and promise rejections to the console and shows nothing (§2: unhandled interface errors are
 * only logged). Returns the function that stops it.
 */
export function installErrorLogging(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window, logger: Pick<Console, 'error'> = console): () => void {
  const onError = (event: ErrorEvent) => {
    logger.error('Unhandled error', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    logger.error('Unhandled promise rejection', event.reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
