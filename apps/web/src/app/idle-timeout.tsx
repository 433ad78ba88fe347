import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from './i18n/index.ts';
import { useNavigate } from '../lib/router.tsx';
import { Modal } from '../components/modal.tsx';
import { clearStoredFiling } from '../lib/filing-session.ts';
import { IDLE_LIMIT_MS, IDLE_WARNING_MS } from '../lib/config.ts';

const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const;

/** Whole seconds left until the idle limit, never negative. */
export function secondsUntilTimeout(
  lastActivity: number,
  now: number,
  limitMs: number = IDLE_LIMIT_MS,
): number {
  return Math.max(0, Math.ceil((lastActivity + limitMs - now) / 1000));
}

/**
 * The 120-minute idle limit of the wizard. The timeout warns first: two minutes before it, a dialog
 * with a countdown lets the person continue (WCAG 2.2.1: a time limit can be extended); when it
 * runs out they leave to the file-a-form page and the filing stays only in its server-side draft.
 */
export function IdleTimeout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lastActivity = useRef(Date.now());
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warningOpen = secondsLeft !== null;
  const warningOpenRef = useRef(false);
  warningOpenRef.current = warningOpen;

  const resume = useCallback(() => {
    lastActivity.current = Date.now();
    setSecondsLeft(null);
  }, []);

  useEffect(() => {
    // Activity behind the open dialog does not count: the person must answer it.
    const onActivity = () => {
      if (!warningOpenRef.current) lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true });
    const timer = window.setInterval(() => {
      const left = secondsUntilTimeout(lastActivity.current, Date.now());
      if (left === 0) {
        window.clearInterval(timer);
        setSecondsLeft(null);
        // Cleared after leaving: on the first step the wizard would otherwise start a new filing.
        void Promise.resolve(navigate('/filing/fileaform')).then(clearStoredFiling);
      } else if (left * 1000 <= IDLE_WARNING_MS) {
        setSecondsLeft(left);
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [navigate]);

  if (secondsLeft === null) return null;
  const time = t('shell.idle.minutesAndSeconds', {
    minutes: Math.floor(secondsLeft / 60),
    seconds: secondsLeft % 60,
  });
  return (
    <Modal
      heading={t('shell.idle.title')}
      onClose={resume}
      footer={
        <button type="button" className="usa-button" onClick={resume}>
          {t('shell.idle.continue')}
        </button>
      }
    >
      {/* Announced once a minute, not every second, so a screen reader is not flooded. */}
      <p aria-live={secondsLeft % 60 === 0 ? 'polite' : 'off'}>{t('shell.idle.body', { time })}</p>
    </Modal>
  );
}
