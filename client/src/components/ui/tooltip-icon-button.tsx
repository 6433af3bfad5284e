// An icon button named by its label, which a tooltip also shows: the toolbars' buttons
// (the mail actions, the note dialog's tools, the rich text editor's).
import { IconButton, Portal, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { Tooltip } from './tooltip';

interface TooltipIconButtonProps extends Omit<IconButtonProps, 'aria-label'> {
  label: string;
  /** Where the tooltip shows: away from what the button acts on. */
  placement?: 'top' | 'bottom';
}

export const TooltipIconButton = forwardRef<HTMLButtonElement, TooltipIconButtonProps>(
  function TooltipIconButton({ label, placement = 'bottom', children, ...button }, ref) {
    return (
      <Tooltip.Root openDelay={400} closeDelay={0} positioning={{ placement }}>
        <Tooltip.Trigger asChild>
          <IconButton ref={ref} aria-label={label} variant="ghost" size="sm" {...button}>
            {children}
          </IconButton>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>{label}</Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
    );
  },
);
