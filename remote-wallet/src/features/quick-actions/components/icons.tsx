/** Line icons of the wallet's entries, each on a tile in its tone. */
import { type Tone, toneClass } from '@adnet/shared/ui';
import './icons.css';

const TONE: Record<string, Tone> = {
  recharge: 'primary',
  withdraw: 'warning',
  card: 'success',
  password: 'accent',
  fx: 'info',
};

const PATHS: Record<string, string> = {
  recharge: 'M12 3v12m0 0l-4-4m4 4l4-4M4 17v2a2 2 0 002 2h12a2 2 0 002-2v-2',
  withdraw: 'M12 21V9m0 0l-4 4m4-4l4 4M4 7V5a2 2 0 012-2h12a2 2 0 012 2v2',
  card: 'M3 6a2 2 0 012-2h14a2 2 0 012 2v12a2 2 0 01-2 2H5a2 2 0 01-2-2V6zm0 4h18M7 15h4',
  password:
    'M6 11V8a6 6 0 1112 0v3M5 11h14a1 1 0 011 1v8a1 1 0 01-1 1H5a1 1 0 01-1-1v-8a1 1 0 011-1zm7 4v2',
  fx: 'M4 8h13l-3-3M20 16H7l3 3',
};

export function ActionIcon({ name }: { name: string }) {
  return (
    <span className={toneClass(TONE[name] ?? 'primary', 'wal-action-icon')} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22">
        <path
          d={PATHS[name] ?? ''}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
