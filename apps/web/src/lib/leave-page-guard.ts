// The browser's leave-page warning on wizard steps (not on the receipt and Congratulations).
// Browsers show their own wording; the product's text is set as the event's return value for those
// that still read it.
import { useEffect } from 'react';

let suspended = false;

/** Lets the next page unload without the warning (Next on review before going to payment). */
export function allowLeavingPage(): void {
  suspended = true;
}

/** Warns before the tab is closed or reloaded while `enabled`. */
export function useLeavePageWarning(enabled: boolean, message: string): void {
  useEffect(() => {
    if (!enabled) return;
    suspended = false;
    const warn = (event: BeforeUnloadEvent) => {
      if (suspended) return;
      event.preventDefault();
      // Older browsers show the return value; the product's wording.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [enabled, message]);
}
