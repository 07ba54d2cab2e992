import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface Props {
  href: string;
  children: ReactNode;
  className?: string | undefined;
  onClick?: () => void;
}

/** Internal /{locale}/… paths go through the router (no reload); anything else is a plain link. */
export function SafeLink({ href, children, className, onClick }: Props) {
  const internal = /^\/([a-z]{2})(?:\/([^#?]*))?(?:#(.*))?$/.exec(href);
  if (!internal)
    return (
      <a href={href} className={className} rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  const [, locale = 'cs', rest = '', hash] = internal;
  const common = { className, onClick, ...(hash ? { hash } : {}) };
  return rest === '' ? (
    <Link to="/$locale" params={{ locale }} {...common}>
      {children}
    </Link>
  ) : (
    <Link to="/$locale/$" params={{ locale, _splat: rest }} {...common}>
      {children}
    </Link>
  );
}
