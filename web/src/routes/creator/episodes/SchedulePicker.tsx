import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { latestScheduleTime, nextHalfHourSlot } from '@inkcast/schema';
import { formatTime, localDayOf, slotsOnDay } from './episode-helpers';

/** Props of SchedulePicker. */
export interface SchedulePickerProps {
  /** Names the pair of fields ("Publish on", "Free for everyone on"). */
  label: string;
  /** The chosen time, epoch seconds; null picks nothing yet. */
  value: number | null;
  onChange(seconds: number): void;
  /** Now, epoch seconds (the earliest slot is the next half hour after it). */
  now: number;
  disabled?: boolean;
}

/**
 * A day and a time on 30-minute steps, from the next half-hour slot to one year ahead (spec 001
 * §4, §5, §9), in the user's time zone. Changing the day keeps the time of day when that day has
 * it, else takes the day's first slot.
 */
export function SchedulePicker({ label, value, onChange, now, disabled = false }: SchedulePickerProps) {
  const first = nextHalfHourSlot(now);
  const day = localDayOf(value ?? first);
  const slots = slotsOnDay(day, now);
  const options = value !== null && !slots.includes(value) ? [value, ...slots] : slots;

  const pickDay = (nextDay: string) => {
    const daySlots = slotsOnDay(nextDay, now);
    if (!daySlots.length) return;
    const timeOfDay = value === null ? null : formatTime(value);
    onChange(daySlots.find((slot) => formatTime(slot) === timeOfDay) ?? daySlots[0]);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} role="group" aria-label={label}>
      <TextField
        type="date"
        label={`${label}: day`}
        value={day}
        onChange={(e) => pickDay(e.target.value)}
        disabled={disabled}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localDayOf(first), max: localDayOf(latestScheduleTime(now)) } }}
        sx={{ minWidth: 200 }}
      />
      <TextField
        select
        label={`${label}: time`}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        disabled={disabled || options.length === 0}
        sx={{ minWidth: 160 }}
      >
        {options.map((slot) => (
          <MenuItem key={slot} value={String(slot)}>
            {formatTime(slot)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
