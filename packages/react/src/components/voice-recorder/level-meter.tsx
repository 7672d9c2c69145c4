import type { HTMLAttributes } from 'react';

/** Props of {@link LevelMeter}; the rest are spread on the meter. */
export interface LevelMeterProps extends HTMLAttributes<HTMLDivElement> {
  /** The microphone level, 0..1. */
  level: number;
  /** The accessible name, e.g. 'Microphone level'. */
  label: string;
}

/** A horizontal microphone-level bar (`role="meter"`, 0–100). */
export function LevelMeter({ level, label, className, ...rest }: LevelMeterProps) {
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={className ? `parla-level-meter ${className}` : 'parla-level-meter'}
      {...rest}
    >
      <span className="parla-level-meter__bar" style={{ transform: `scaleX(${percent / 100})` }} />
    </div>
  );
}
