import type { ComponentType, SVGProps } from 'react';
import { BellIcon, DashboardIcon, ReviewIcon, SettingsIcon } from '@/components/ui/admin-icons';
import { BuildingIcon, ImageIcon, InboxIcon } from '@/components/ui/icons';
import { menuOf, routes, type MenuItem, type RouteEntry } from '@/config/routes';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

export interface AdminNavItem extends MenuItem {
  Icon: Icon;
}

/** The route table's icon names. */
const ICONS: Record<NonNullable<RouteEntry['icon']>, Icon> = {
  dashboard: DashboardIcon,
  images: ImageIcon,
  jobs: BuildingIcon,
  inquiries: InboxIcon,
  reviews: ReviewIcon,
  notifications: BellIcon,
  settings: SettingsIcon,
};

/** The sidebar's sections: the route table's admin menu, in its order. */
export const adminNav: readonly AdminNavItem[] = menuOf('admin').map((item) => {
  const icon = (routes[item.key] as RouteEntry).icon;
  if (!icon) throw new Error(`Admin menu route ${item.to} has no icon in the route table`);
  return { ...item, Icon: ICONS[icon] };
});
