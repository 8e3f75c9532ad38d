// The doctors list's search and filters: a search form (names, languages, specializations, typos
// forgiven) and choices that apply at once.
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { memo, useState, type FormEvent } from 'react';
import { CONSULTATION_MODE_LABELS } from '@domain/booking';
import { FEE_RANGES, NO_DOCTOR_FILTERS, type DoctorFilters } from '@domain/doctorFilters';
import { CONSULTATION_MODES, type ConsultationMode } from '@domain/slots';
import { LightSelect } from '@ui/components/form/LightSelect';
import { LightTextField } from '@ui/components/form/LightTextField';

interface DoctorFilterBarProps {
  filters: DoctorFilters;
  specializations: string[];
  languages: string[];
  onApply: (filters: DoctorFilters) => void;
}

const ANY = '';

const LIST_FILTERS = [
  { key: 'specialization', label: 'Speciality', any: 'Any speciality' },
  { key: 'language', label: 'Language', any: 'Any language' },
] as const;

function without<K extends keyof DoctorFilters>(filters: DoctorFilters, ...keys: K[]): DoctorFilters {
  const next = { ...filters };
  for (const key of keys) delete next[key];
  return next;
}

/** Memoised: the list's own changes (its next free slots) do not draw the bar again. */
export const DoctorFilterBar = memo(function DoctorFilterBar({
  filters,
  specializations,
  languages,
  onApply,
}: DoctorFilterBarProps) {
  const choices = { specialization: specializations, language: languages };
  const [query, setQuery] = useState(filters.query);
  const [shownQuery, setShownQuery] = useState(filters.query);
  if (shownQuery !== filters.query) {
    setShownQuery(filters.query);
    setQuery(filters.query);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...filters, query: query.trim() });
  };
  const choose = <K extends 'specialization' | 'language'>(key: K, value: string) =>
    onApply(value === ANY ? without(filters, key) : { ...filters, [key]: value });
  const feeIndex = FEE_RANGES.findIndex((range) => range.minFee === filters.minFee && range.maxFee === filters.maxFee);
  const chooseFee = (value: string) => {
    const range = FEE_RANGES[Number(value)];
    const rest = without(filters, 'minFee', 'maxFee');
    onApply(
      value === ANY || !range
        ? rest
        : {
            ...rest,
            ...(range.minFee !== undefined ? { minFee: range.minFee } : {}),
            ...(range.maxFee !== undefined ? { maxFee: range.maxFee } : {}),
          },
    );
  };
  const chooseMode = (value: string) =>
    onApply(value === ANY ? without(filters, 'mode') : { ...filters, mode: value as ConsultationMode });
  const fieldSx = { minWidth: { xs: '100%', sm: 200 } } as const;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: { xs: 3, md: 4 } }}>
      <Box component="form" role="search" aria-label="Find a doctor" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
        <LightTextField
          id="doctor-search"
          label="Search doctors"
          placeholder="Name, language or speciality"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ flexGrow: 1, maxWidth: 520 }}
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
          Search
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {LIST_FILTERS.map(({ key, label, any }) => (
          <LightSelect
            key={key}
            id={`doctor-filter-${key}`}
            label={label}
            value={filters[key] ?? ANY}
            onChange={(value) => choose(key, value)}
            sx={fieldSx}
          >
            <option value={ANY}>{any}</option>
            {[...new Set([...choices[key], ...(filters[key] ? [filters[key]] : [])])].map((entry) => (
              <option key={entry} value={entry}>
                {entry}
              </option>
            ))}
          </LightSelect>
        ))}
        <LightSelect
          id="doctor-filter-fee"
          label="Fee"
          value={feeIndex >= 0 ? String(feeIndex) : ANY}
          onChange={chooseFee}
          sx={fieldSx}
        >
          <option value={ANY}>Any fee</option>
          {FEE_RANGES.map((range, index) => (
            <option key={range.label} value={String(index)}>
              {range.label}
            </option>
          ))}
        </LightSelect>
        <LightSelect
          id="doctor-filter-mode"
          label="Consultation mode"
          value={filters.mode ?? ANY}
          onChange={chooseMode}
          sx={fieldSx}
        >
          <option value={ANY}>Any mode</option>
          {CONSULTATION_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {CONSULTATION_MODE_LABELS[mode]}
            </option>
          ))}
        </LightSelect>
        <FormControlLabel
          control={
            <Switch
              checked={filters.availableToday}
              onChange={(event) => onApply({ ...filters, availableToday: event.target.checked })}
            />
          }
          label="Available today"
        />
        <Button variant="text" onClick={() => onApply(NO_DOCTOR_FILTERS)}>
          Clear filters
        </Button>
      </Box>
    </Box>
  );
});
