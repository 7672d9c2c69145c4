/**
 * Resamples mono PCM by linear interpolation; the result has `round(length * toRate / fromRate)` samples.
 * @example resample(samplesAt44100, 44_100, 48_000)
 */
export function resample(samples: Float32Array, fromRate: number, toRate: number): Float32Array {
  if (!(fromRate > 0) || !(toRate > 0)) {
    throw new RangeError(`Sample rates must be positive (got ${fromRate} and ${toRate}).`);
  }
  if (fromRate === toRate || samples.length === 0) {
    return samples.slice();
  }
  const length = Math.round((samples.length * toRate) / fromRate);
  const result = new Float32Array(length);
  const step = fromRate / toRate;
  const last = samples.length - 1;
  for (let index = 0; index < length; index += 1) {
    const position = index * step;
    const before = Math.min(Math.floor(position), last);
    const after = Math.min(before + 1, last);
    const fraction = position - before;
    const first = samples[before] ?? 0;
    const second = samples[after] ?? 0;
    result[index] = first + (second - first) * fraction;
  }
  return result;
}
