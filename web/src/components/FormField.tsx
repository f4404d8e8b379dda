import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { useFieldErrors } from './useFieldErrors';

type FieldErrors<Field extends string> = ReturnType<typeof useFieldErrors<Field>>;

/** A full-width text field bound to one field of a form's `useFieldErrors`: editing clears its message. */
export function FormField<Field extends string>({
  name,
  value,
  onValue,
  errors,
  ...props
}: { name: Field; value: string; onValue: (value: string) => void; errors: FieldErrors<Field> } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error' | 'helperText'
>) {
  return (
    <TextField
      name={name}
      value={value}
      onChange={(e) => {
        onValue(e.target.value);
        errors.clear(name);
      }}
      error={!!errors.errors[name]}
      helperText={errors.errors[name]}
      fullWidth
      {...props}
    />
  );
}
