import type { SVGProps } from 'react';
import { Icon } from '../ui/icons';

/** The zoom buttons' icons (the public full-screen view, the staff's photo lightbox). */
export const ZoomInIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3M11 8v6M8 11h6" />
  </Icon>
);
export const ZoomOutIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3M8 11h6" />
  </Icon>
);
