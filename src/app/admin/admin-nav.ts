import type { ComponentType, SVGProps } from 'react';
import { ImageIcon, InboxIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { DashboardIcon } from '../../components/ui/admin-icons';
import { adminLayoutCopy } from '../../components/layout/admin-copy';

export interface AdminNavItem {
  to: string;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The sidebar's three sections (spec 2). */
export const adminNav: readonly AdminNavItem[] = [
  { to: paths.admin.dashboard, label: adminLayoutCopy.nav.dashboard, Icon: DashboardIcon },
  { to: paths.admin.images, label: adminLayoutCopy.nav.images, Icon: ImageIcon },
  { to: paths.admin.inquiries, label: adminLayoutCopy.nav.inquiries, Icon: InboxIcon },
];
