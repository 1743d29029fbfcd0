import type { SVGProps } from 'react';
import { Icon } from '../ui/icons';

/** A speech bubble: the Kakao channel chat. */
export const ChatIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 5.9L6.5 21l4.3-2.9 1.2.1c5 0 9-3.1 9-7.1S17 4 12 4z" />
  </Icon>
);

/** A clipboard with lines: the estimate form. */
export const FormIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M9 3h6v3H9zM9 4.5H6v16.5h12V4.5h-3M9 11h6M9 15h4" />
  </Icon>
);
