/** Name the capture processor registers under. */
export const CAPTURE_PROCESSOR_NAME = 'parla-capture';

/** Frames the worklet collects before posting them to the main thread (~21 ms at 48 kHz). */
export const CAPTURE_BLOCK_FRAMES = 1024;

/** Source of the AudioWorklet module (loaded from a Blob URL): mixes the input to mono and posts blocks of samples. */
export const CAPTURE_WORKLET_SOURCE = `
class ParlaCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.block = new Float32Array(${CAPTURE_BLOCK_FRAMES});
    this.filled = 0;
  }
  process(inputs) {
    const input = inputs[0];
    if (input && input.length > 0) {
      const channels = input.length;
      const frames = input[0].length;
      for (let frame = 0; frame < frames; frame += 1) {
        let sum = 0;
        for (let channel = 0; channel < channels; channel += 1) {
          sum += input[channel][frame];
        }
        this.block[this.filled] = sum / channels;
        this.filled += 1;
        if (this.filled === this.block.length) {
          this.port.postMessage(this.block, [this.block.buffer]);
          this.block = new Float32Array(${CAPTURE_BLOCK_FRAMES});
          this.filled = 0;
        }
      }
    }
    return true;
  }
}
registerProcessor('${CAPTURE_PROCESSOR_NAME}', ParlaCapture);
`;
