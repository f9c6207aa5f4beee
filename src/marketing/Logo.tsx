/** The MUI X mark (the same drawing as the docs app bar), coloured by the primary palette. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 36 32" aria-hidden="true" focusable="false">
      <path d="M30.3 21.7V10.4l-4.8 2.8v11.3l4.8-2.8ZM5.7 10.4v11.3l4.8 2.8V13.2L5.7 10.4Zm15 14.1-2.7 1.6-2.7-1.6V13.2l-4.8-2.8v11.3l7.5 4.4 7.5-4.4V10.4l-4.8 2.8v11.3ZM18 6.1 10.5 1.7 3 6.1l4.8 2.8 2.7-1.6 2.7 1.6L18 6.1Zm0 0 4.8 2.8 2.7-1.6 2.7 1.6L33 6.1l-7.5-4.4L18 6.1Z" />
    </svg>
  );
}
