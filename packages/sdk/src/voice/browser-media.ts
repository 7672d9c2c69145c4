import { CAPTURE_BLOCK_FRAMES, CAPTURE_PROCESSOR_NAME, CAPTURE_WORKLET_SOURCE } from './capture-worklet-source.js';
import type { AudioCapture, MediaPort } from './types.js';

/** The microphone constraints: one channel with the browser's echo cancellation and noise suppression. */
const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
};

type AudioContextConstructor = new (options?: AudioContextOptions) => AudioContext;

function unsupported(what: string): Error {
  const error = new Error(`This browser cannot record audio: ${what} is missing.`);
  error.name = 'NotSupportedError';
  return error;
}

function averageChannels(buffer: AudioBuffer): Float32Array {
  const first = buffer.getChannelData(0);
  if (buffer.numberOfChannels === 1) {
    return first.slice();
  }
  const mono = new Float32Array(buffer.length);
  for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
    const data = buffer.getChannelData(channel);
    for (let index = 0; index < mono.length; index += 1) {
      mono[index] = (mono[index] ?? 0) + (data[index] ?? 0) / buffer.numberOfChannels;
    }
  }
  return mono;
}

/** The node that hands samples to the main thread: an AudioWorklet from a Blob URL, else a ScriptProcessor. */
async function createCaptureNode(context: AudioContext, onSamples: (chunk: Float32Array) => void): Promise<{ node: AudioNode; detach: () => void }> {
  if (context.audioWorklet && typeof AudioWorkletNode === 'function' && typeof Blob === 'function' && typeof URL.createObjectURL === 'function') {
    const url = URL.createObjectURL(new Blob([CAPTURE_WORKLET_SOURCE], { type: 'application/javascript' }));
    try {
      await context.audioWorklet.addModule(url);
      const node = new AudioWorkletNode(context, CAPTURE_PROCESSOR_NAME, { numberOfInputs: 1, numberOfOutputs: 1, outputChannelCount: [1] });
      node.port.onmessage = (event: MessageEvent<Float32Array>) => onSamples(event.data);
      return {
        node,
        detach: () => {
          node.port.onmessage = null;
          node.port.close();
        },
      };
    } catch {
      // A Content-Security-Policy without blob: worker sources, or an old browser: use the ScriptProcessor.
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  const processor = context.createScriptProcessor(CAPTURE_BLOCK_FRAMES * 2, 1, 1);
  processor.onaudioprocess = (event) => onSamples(averageChannels(event.inputBuffer));
  return {
    node: processor,
    detach: () => {
      processor.onaudioprocess = null;
    },
  };
}

/** Opens an AudioContext at `sampleRate` when the browser allows it, else at the device's rate (the recorder resamples). */
function openContext(AudioContextClass: AudioContextConstructor, sampleRate: number, stream: MediaStream) {
  try {
    const context = new AudioContextClass({ sampleRate });
    try {
      return { context, source: context.createMediaStreamSource(stream) };
    } catch {
      // Firefox refuses to connect a stream to a context of another rate.
      void context.close().catch(() => undefined);
    }
  } catch {
    // Browsers that reject the requested rate.
  }
  const context = new AudioContextClass();
  return { context, source: context.createMediaStreamSource(stream) };
}

/**
 * The browser's microphone: getUserMedia (mono, echo cancellation, noise suppression) → AudioContext → AudioWorklet.
 * @example const recorder = createRecorder({ media: browserMedia() });
 */
export function browserMedia(): MediaPort {
  return {
    async open({ sampleRate, onSamples }): Promise<AudioCapture> {
      const mediaDevices = globalThis.navigator?.mediaDevices as MediaDevices | undefined;
      const globals = globalThis as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
      const AudioContextClass = globals.AudioContext ?? globals.webkitAudioContext;
      if (!mediaDevices || typeof mediaDevices.getUserMedia !== 'function') {
        throw unsupported('navigator.mediaDevices.getUserMedia');
      }
      if (!AudioContextClass) {
        throw unsupported('AudioContext');
      }
      const stream = await mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
      const stopTracks = () => {
        for (const track of stream.getTracks()) {
          track.stop();
        }
      };
      let context: AudioContext | null = null;
      try {
        const opened = openContext(AudioContextClass, sampleRate, stream);
        context = opened.context;
        if (context.state === 'suspended') {
          await context.resume();
        }
        const { node, detach } = await createCaptureNode(context, onSamples);
        const silence = context.createGain();
        silence.gain.value = 0;
        opened.source.connect(node);
        node.connect(silence);
        silence.connect(context.destination);
        const openContextRef = context;
        let closed = false;
        return {
          sampleRate: context.sampleRate,
          stream,
          close() {
            if (closed) {
              return;
            }
            closed = true;
            opened.source.disconnect();
            node.disconnect();
            silence.disconnect();
            detach();
            stopTracks();
            void openContextRef.close().catch(() => undefined);
          },
        };
      } catch (error) {
        stopTracks();
        void context?.close().catch(() => undefined);
        throw error;
      }
    },
  };
}
