import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface LoginTab {
  key: string;
  label: string;
  render: () => ReactNode;
}

/**
 * The three ways of signing in as a tab strip (WAI-ARIA tabs: arrow keys move between them).
 * Written here rather than antd's Tabs, whose overflow menu and motion weigh about 25 KB gzipped
 * on the one page that must load before anything else (issue 19's budget for /login). Only the
 * open tab is rendered, so the other ways load when first opened.
 */
export function LoginTabs({ tabs }: { tabs: LoginTab[] }) {
  const [open, setOpen] = useState(tabs[0].key);
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + tabs.length) % tabs.length;
    setOpen(tabs[next].key);
    refs.current[next]?.focus();
  };
  const current = tabs.find((t) => t.key === open) ?? tabs[0];
  return (
    <div className="login-tabs">
      <div role="tablist" className="login-tablist">
        {tabs.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${t.key}`}
            aria-selected={t.key === open}
            aria-controls={`${id}-panel`}
            tabIndex={t.key === open ? 0 : -1}
            className={t.key === open ? 'login-tab login-tab-active' : 'login-tab'}
            onClick={() => setOpen(t.key)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current.key}`} className="login-tabpanel">
        {current.render()}
      </div>
    </div>
  );
}
