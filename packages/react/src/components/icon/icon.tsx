import type { SVGProps } from 'react';

/** Props of {@link Icon}; the rest are spread on the `<svg>`. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** An `@mdi/js` path, e.g. `mdiClose`. */
  path: string;
  /** What the icon means; without it the icon is decorative and hidden from assistive technology. Default: none. */
  label?: string | undefined;
  /** Width and height in CSS units. Default: `1.5em` (from the stylesheet). */
  size?: string | number | undefined;
}

/**
 * An inline SVG Material Design icon: no icon font, no network.
 * @example
 * <Icon path={mdiClose} />              // decorative, inside a labelled button
 * <Icon path={mdiAlert} label="Error" /> // meaningful on its own
 */
export function Icon({ path, label, size, className, style, ...rest }: IconProps) {
  const accessibility = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false };
  return (
    <svg
      viewBox="0 0 24 24"
      className={className ? `parla-icon ${className}` : 'parla-icon'}
      style={size === undefined ? style : { width: size, height: size, ...style }}
      {...accessibility}
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
