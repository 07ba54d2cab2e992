import type { FormEvent, ReactNode, RefObject } from 'react';
import './texts.ts';

export interface SearchModalTexts {
  title: string;
  close: string;
  label: string;
  placeholder: string;
  clear: string;
}

interface Props {
  id: string;
  texts: SearchModalTexts;
  dialog: RefObject<HTMLDialogElement | null>;
  input: RefObject<HTMLInputElement | null>;
  text: string;
  onText: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog, heading, close control and search field shared by the site and encyclopedia search modals. */
export function SearchModalFrame({ id, texts, dialog, input, text, onText, onSubmit, onClose, children }: Props) {
  return (
    <dialog
      ref={dialog}
      className="search-modal"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
    >
      <div className="search-modal__inner">
        <header className="search-modal__head">
          <h2 id={`${id}-title`}>{texts.title}</h2>
          <button type="button" className="search-modal__close" onClick={onClose} aria-label={texts.close}>
            ×
          </button>
        </header>
        <form role="search" onSubmit={onSubmit}>
          <label className="search-modal__label" htmlFor={`${id}-input`}>
            {texts.label}
          </label>
          <div className="search-modal__field">
            <input
              id={`${id}-input`}
              ref={input}
              type="search"
              value={text}
              maxLength={100}
              placeholder={texts.placeholder}
              autoComplete="off"
              onChange={(event) => onText(event.target.value)}
            />
            {text !== '' && (
              <button
                type="button"
                className="search-modal__clear"
                aria-label={texts.clear}
                title={texts.clear}
                onClick={() => {
                  onText('');
                  input.current?.focus();
                }}
              >
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M7 7l10 10M17 7 7 17" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
        </form>
        {children}
      </div>
    </dialog>
  );
}

export const searchModalTexts = (t: (key: string) => string, prefix: string): SearchModalTexts => ({
  title: t(`${prefix}.title`),
  close: t(`${prefix}.close`),
  label: t(`${prefix}.label`),
  placeholder: t(`${prefix}.placeholder`),
  clear: t('search.clear'),
});
