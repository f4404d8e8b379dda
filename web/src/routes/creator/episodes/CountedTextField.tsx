import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** Props of CountedTextField. */
export type CountedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'helperText' | 'error'> & {
  value: string;
  onValue(value: string): void;
  /** The most characters allowed; the counter turns red past it. */
  max: number;
  /** A hint left of the counter. */
  hint?: ReactNode;
};

/**
 * A text field with a character counter (spec 001 §2, §5: text inputs can show a character
 * counter). It lets the user type past the limit, so the form's own message can say what is wrong.
 */
export function CountedTextField({ value, onValue, max, hint, id, name, ...props }: CountedTextFieldProps) {
  const length = value.trim().length;
  const over = length > max;
  return (
    <TextField
      {...props}
      id={id}
      name={name}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      error={over}
      fullWidth
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{hint}</span>
          <Box component="span" aria-label={`${length} of ${max} characters`} sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', fontWeight: over ? 700 : 400 }}>
            {length}/{max}
          </Box>
        </Box>
      }
    />
  );
}
