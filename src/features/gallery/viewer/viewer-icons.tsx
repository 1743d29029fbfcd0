import type { SVGProps } from 'react';
import { Icon } from '@/components/ui/icons';

/** The photo page's button that opens the full-screen view (the view's own icons load with it). */
export const ExpandIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);
