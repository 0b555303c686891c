import { useState, type ReactNode } from 'react';

/**
 * Its children (a menu, a dialog) only once they are first opened: closed, MUI's menus and dialogs
 * still draw their popover and modal on every drawing of the screen (a list's rows each have a ⋮
 * menu; every list has its saved views' menu, dialog and confirmation). Kept from their first
 * opening on, they close with their transition and their focus returns as before.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Known from this drawing on (React's way to keep what an earlier drawing saw).
  if (open && !opened) setOpened(true);
  return open || opened ? children : null;
}
