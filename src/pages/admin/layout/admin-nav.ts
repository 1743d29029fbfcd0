import type { ComponentType, SVGProps } from 'react';
import { ImageIcon, InboxIcon } from '../../../components/ui/icons';
import { layoutCopy } from '../../../copy/admin';
import { paths } from '../../../config/paths';
import { DashboardIcon } from './admin-icons';

export interface AdminNavItem {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The sidebar's three sections (spec 2). */
export const adminNav: readonly AdminNavItem[] = [
  { to: paths.admin.dashboard, label: layoutCopy.nav.dashboard, Icon: DashboardIcon },
  { to: paths.admin.images, label: layoutCopy.nav.images, Icon: ImageIcon },
  { to: paths.admin.inquiries, label: layoutCopy.nav.inquiries, Icon: InboxIcon },
];
