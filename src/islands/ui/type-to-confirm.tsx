import { type ReactNode, useState } from 'react';
import { namesMatch } from '../../shared/confirm-name.ts';
import { inputClass } from './input-class.ts';

/** The name typed in a type-to-confirm dialog, and whether it is the one asked for (the server's rule). */
export function useTypedName(expected: string) {
  const [typed, setTyped] = useState('');
  return { typed, setTyped, matches: namesMatch(typed, expected), reset: () => setTyped('') };
}

/** The field of a type-to-confirm dialog (an AlertDialog whose button waits for the name); its label says what to type. */
export function TypeToConfirmField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
