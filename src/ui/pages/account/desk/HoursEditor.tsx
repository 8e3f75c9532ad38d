// The doctor's weekly hours (India time) and date overrides: a date with no hours is a day off.
// The server checks the hours (no overlaps, start before end) and says what is wrong, under the
// form's Save button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Availability } from '@domain/contract/consultations';
import { WEEKDAY_NAMES } from '@domain/desk';
import { DESK_MESSAGES as TEXT } from '@domain/messages/desk';
import { DashboardSection } from '../dashboard/DashboardSection';
import { AddRowButton, HoursRow } from './HoursRows';
import { WindowFields } from './WindowFields';

interface HoursEditorProps {
  availability: Availability;
  saving: boolean;
  /** Why the last save was refused; null when it was not. */
  refusal: string | null;
  onSave: (availability: Availability) => void;
}

const DEFAULT_WINDOW = { startMinute: 540, endMinute: 780 };
const dateField = { size: 'small', type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;

export function HoursEditor({ availability, saving, refusal, onSave }: HoursEditorProps) {
  const [draft, setDraft] = useState(availability);
  const [saved, setSaved] = useState(availability);
  if (saved !== availability) {
    setSaved(availability);
    setDraft(availability);
  }
  const setWeekly = (index: number, change: Partial<Availability['weekly'][number]>) =>
    setDraft({ ...draft, weekly: draft.weekly.map((entry, at) => (at === index ? { ...entry, ...change } : entry)) });
  const setOverride = (index: number, change: Partial<Availability['overrides'][number]>) =>
    setDraft({
      ...draft,
      overrides: draft.overrides.map((entry, at) => (at === index ? { ...entry, ...change } : entry)),
    });

  return (
    <DashboardSection id="desk-hours" title={TEXT.hours} subtitle={TEXT.hoursSubtitle}>
      <Box
        component="form"
        aria-labelledby="desk-hours"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(draft);
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {TEXT.weeklyHours}
        </Typography>
        {draft.weekly.map((window, index) => (
          <HoursRow
            key={index}
            label={TEXT.weeklyHoursGroup(index + 1)}
            removeLabel={TEXT.removeWeekly(WEEKDAY_NAMES[window.weekday]!)}
            onRemove={() => setDraft({ ...draft, weekly: draft.weekly.filter((_, at) => at !== index) })}
          >
            <TextField
              select
              size="small"
              label={TEXT.day}
              value={window.weekday}
              onChange={(event) => setWeekly(index, { weekday: Number(event.target.value) })}
              sx={{ minWidth: 150 }}
            >
              {WEEKDAY_NAMES.map((name, weekday) => (
                <MenuItem key={name} value={weekday}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <WindowFields
              window={window}
              onChange={({ startMinute, endMinute }) => setWeekly(index, { startMinute, endMinute })}
            />
          </HoursRow>
        ))}
        <AddRowButton
          label={TEXT.addWeekly}
          onAdd={() => setDraft({ ...draft, weekly: [...draft.weekly, { weekday: 1, ...DEFAULT_WINDOW }] })}
        />

        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {TEXT.overrides}
        </Typography>
        {draft.overrides.map((override, index) => {
          const window = override.windows[0];
          return (
            <HoursRow
              key={index}
              label={TEXT.overrideGroup(index + 1)}
              removeLabel={TEXT.removeOverride(override.date)}
              onRemove={() => setDraft({ ...draft, overrides: draft.overrides.filter((_, at) => at !== index) })}
            >
              <TextField
                {...dateField}
                label={TEXT.date}
                value={override.date}
                onChange={(event) => setOverride(index, { date: event.target.value })}
              />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={!window}
                    onChange={(event) => setOverride(index, { windows: event.target.checked ? [] : [DEFAULT_WINDOW] })}
                  />
                }
                label={TEXT.dayOff}
              />
              {window && <WindowFields window={window} onChange={(next) => setOverride(index, { windows: [next] })} />}
            </HoursRow>
          );
        })}
        <AddRowButton
          label={TEXT.addDate}
          onAdd={() => setDraft({ ...draft, overrides: [...draft.overrides, { date: '', windows: [] }] })}
        />
        <Button type="submit" variant="contained" disabled={saving} sx={{ justifySelf: 'start' }}>
          {TEXT.saveHours}
        </Button>
        {refusal && (
          <Alert severity="error" variant="outlined">
            {refusal}
          </Alert>
        )}
      </Box>
    </DashboardSection>
  );
}
