import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../app/i18n/index.ts';

interface ModalProps {
  heading: ReactNode;
  children: ReactNode;
  /** Buttons of the dialog, rendered in a usa-button-group. */
  footer?: ReactNode;
  /** Escape and the close button call this; omit for dialogs that demand an answer. */
  onClose?: () => void;
  large?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A usa-modal dialog: role=dialog, aria-modal, labelled by its heading; focus moves in, Tab
 * stays inside, Escape closes, and focus returns to where it was when the dialog goes away.
 */
export function Modal({ heading, children, footer, onClose, large }: ModalProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const bodyId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return () => {
      if (previous && previous.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onCloseRef.current) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusables.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="usa-modal-wrapper is-visible">
      <div className="usa-modal-overlay">
        <div
          ref={dialogRef}
          className={`usa-modal${large ? ' usa-modal--lg' : ''}`}
          role="dialog"
          aria-modal="true"
          aria-labelledby={headingId}
          aria-describedby={bodyId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <div className="usa-modal__content">
            <div className="usa-modal__main">
              <h2 className="usa-modal__heading" id={headingId}>
                {heading}
              </h2>
              <div id={bodyId}>{children}</div>
              {footer !== undefined && <div className="usa-modal__footer">{footer}</div>}
            </div>
            {onClose && (
              <button
                type="button"
                className="usa-button usa-modal__close"
                aria-label={t('components.closeWindow')}
                onClick={onClose}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
