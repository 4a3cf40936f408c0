import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Open/closed state for a hover menu: `openNow` opens at once, `closeLater` closes after `delayMs`
 * unless something reopens it first, `closeNow` closes at once.
 */
export function useDelayedClose(delayMs: number) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const openNow = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);

  const closeNow = useCallback(() => {
    cancel();
    setOpen(false);
  }, [cancel]);

  const closeLater = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOpen(false);
    }, delayMs);
  }, [cancel, delayMs]);

  const toggle = useCallback(() => {
    cancel();
    setOpen((o) => !o);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);

  return { open, openNow, closeNow, closeLater, toggle };
}
