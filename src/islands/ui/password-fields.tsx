import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';
import { m } from '../../shared/i18n/messages.ts';

/** A new password and its confirmation (a schema made with withConfirmation). */
export function NewPasswordFields<T extends FieldValues & { confirmation: string }, O>({
  control,
  name,
  description,
}: {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, string>;
  description: string;
}) {
  return (
    <>
      <FormField
        control={control}
        name={name}
        label={m.ui_new_password()}
        type="password"
        autoComplete="new-password"
        description={description}
      />
      <FormField
        control={control}
        // T has a string `confirmation` (the constraint above); TypeScript cannot see it through the generic path type.
        name={'confirmation' as FieldPathByValue<T, string>}
        label={m.ui_confirm_new_password()}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** The 6-digit code field of the forms that confirm a two-factor change. */
export function TotpCodeField<O>({ control }: { control: Control<{ code: string }, unknown, O> }) {
  return (
    <FormField
      control={control}
      name="code"
      label={m.ui_totp_code()}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
    />
  );
}
