// Each guide category's picture, by its slug (the API's five), and one for any other.
import AdjustmentsHorizontalIcon from '@heroicons/react/24/outline/AdjustmentsHorizontalIcon';
import BanknotesIcon from '@heroicons/react/24/outline/BanknotesIcon';
import BookOpenIcon from '@heroicons/react/24/outline/BookOpenIcon';
import FolderIcon from '@heroicons/react/24/outline/FolderIcon';
import RocketLaunchIcon from '@heroicons/react/24/outline/RocketLaunchIcon';
import UserCircleIcon from '@heroicons/react/24/outline/UserCircleIcon';
import type { ComponentType, SVGProps } from 'react';

const ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  'getting-started': RocketLaunchIcon,
  projects: FolderIcon,
  settings: AdjustmentsHorizontalIcon,
  payments: BanknotesIcon,
  'your-account': UserCircleIcon,
};

export function categoryIcon(slug: string): ComponentType<SVGProps<SVGSVGElement>> {
  return ICONS[slug] ?? BookOpenIcon;
}
