// `<tutor-chat>` offers no hands-free recording (it serves no voice-activity model files), so its bundles alias
// `@ricky0123/vad-web` to this module: neither vad-web nor onnxruntime-web is shipped to partner pages.

async function unavailable(): Promise<never> {
  throw new Error('Voice-activity detection is not part of <tutor-chat>.');
}

/** Stands in for vad-web's `MicVAD`; always rejects. */
export const MicVAD = { new: unavailable };

/** Stands in for vad-web's `NonRealTimeVAD`; always rejects. */
export const NonRealTimeVAD = { new: unavailable };
