// The panels the shell places in its toolbar, from the features that own them.
import type { ShellPanels } from '../features/shell/panels';

const notYet = () => null;

export const SHELL_PANELS: ShellPanels = {
  Search: notYet,
  Shortcuts: notYet,
  Messages: notYet,
  Notifications: notYet,
  QuickChat: notYet,
};
