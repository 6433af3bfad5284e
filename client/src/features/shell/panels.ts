import type { ComponentType } from 'react';

/**
 * The toolbar's panels that belong to other features. Features do not import each
 * other, so app/shell-panels.tsx supplies them and the shell places them.
 */
export interface ShellPanels {
  /** Global search: a bar in the horizontal layouts, elsewhere an icon that opens it. */
  Search: ComponentType<{ appearance: 'bar' | 'icon' }>;
  Shortcuts: ComponentType;
  Messages: ComponentType;
  Notifications: ComponentType;
  /** Team chat: a toolbar button that opens the quick chat panel from the right. */
  QuickChat: ComponentType;
}
