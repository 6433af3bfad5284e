// A button of the rich text editor's toolbar: an icon named by its label, which a
// tooltip shows too, pressed while its mark or list is in force (aria-pressed).
import type { ComponentProps } from 'react';
import { TooltipIconButton } from '../ui/tooltip-icon-button';

interface ToolbarButtonProps extends ComponentProps<typeof TooltipIconButton> {
  pressed?: boolean;
}

export function ToolbarButton({ pressed, ...button }: ToolbarButtonProps) {
  return (
    <TooltipIconButton
      placement="top"
      size="xs"
      aria-pressed={pressed}
      _pressed={{ bg: 'bg.emphasized', color: 'fg' }}
      // A click leaves the focus (and the selection) in the text.
      onMouseDown={(event) => event.preventDefault()}
      {...button}
    />
  );
}
