import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { useLocation } from 'react-router';
import { Icon } from './icon';
import { useWord, type Message } from '../../lib/message';

/** Messages, not texts: a notice still shown after the SQ/EN switch is worded again in the new language. */
export type NoticeState = { kind: 'success' | 'error'; text: Message; detail?: Message | undefined } | null;

/** Long enough to read two sentences; an error stays until it is closed or replaced. */
export const SUCCESS_TOAST_MS = 6000;

const NotifyContext = createContext<(notice: NoticeState) => void>(() => undefined);

/**
 * Shows the result of the last action of a dashboard screen (SPEC §8: green on success, red on
 * failure) in the toast region; null clears it. One message at a time: a new one replaces the last.
 */
export function useNotice() {
  return useContext(NotifyContext);
}

interface Shown {
  notice: NonNullable<NoticeState>;
  /** The page it belongs to: an error is about that page, so leaving it clears the error. */
  path: string;
  id: number;
}

/**
 * One message region (the dashboard's, the partner's integrations page), fixed in the viewport: a result shows where the staff member
 * looks, however far down the table they worked (issue 16: a refused delete scrolled down was
 * reported at the top of the page). Both live regions always exist, so a message appearing is announced.
 */
export function Toasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [shown, setShown] = useState<Shown | null>(null);
  const [paused, setPaused] = useState(false);
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  const counter = useRef(0);
  const notify = useCallback((notice: NoticeState) => {
    counter.current += 1;
    setShown(notice ? { notice, path: path.current, id: counter.current } : null);
  }, []);

  const visible = shown && (shown.notice.kind === 'success' || shown.path === pathname) ? shown : null;
  useEffect(() => {
    if (!visible || visible.notice.kind !== 'success' || paused) return;
    const timer = setTimeout(() => setShown((now) => (now?.id === visible.id ? null : now)), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [visible, paused]);

  const toast = (kind: 'success' | 'error') =>
    visible?.notice.kind === kind ? <Toast key={visible.id} {...visible.notice} closeLabel={t('common.close')} onClose={() => setShown(null)} /> : null;
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div
        data-toasts
        className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem]"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <div role="status">{toast('success')}</div>
        <div role="alert">{toast('error')}</div>
      </div>
    </NotifyContext.Provider>
  );
}

interface ToastProps {
  kind: 'success' | 'error';
  text: Message;
  detail?: Message | undefined;
  closeLabel: string;
  onClose: () => void;
}

function Toast({ kind, text: textMessage, detail: detailMessage, closeLabel, onClose }: ToastProps) {
  const word = useWord();
  const text = word(textMessage);
  const detail = word(detailMessage);
  const colours = kind === 'success' ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900';
  return (
    <div className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${colours}`}>
      <div className="min-w-0 flex-1 break-words">
        <p className="font-semibold">{text}</p>
        {detail && <p className="mt-0.5">{detail}</p>}
      </div>
      <button type="button" onClick={onClose} className="-m-1 shrink-0 rounded-md p-1 hover:bg-black/5" aria-label={closeLabel}>
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
