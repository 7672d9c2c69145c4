import type { RecorderErrorCode } from './types.js';

/** The recorder error code of a getUserMedia / AudioContext failure, by the DOMException's name. */
export function recorderErrorCode(error: unknown): RecorderErrorCode {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError': {
      return 'permission-denied';
    }
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError': {
      return 'no-microphone';
    }
    case 'NotSupportedError': {
      return 'unsupported';
    }
    default: {
      return 'failed';
    }
  }
}
