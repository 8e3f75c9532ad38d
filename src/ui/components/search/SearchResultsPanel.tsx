// The search box's results: brand matches, the concern pages the query names, then products, then doctors, as a listbox whose
// options the combobox highlights with aria-activedescendant; 'View all results' below.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SITE_MESSAGES } from '@domain/messages/site';
import type { SearchOption } from '@domain/searchOptions';
import { BrandOption } from './panel/BrandOption';
import { ConcernOption } from './panel/ConcernOption';
import { DoctorOption } from './panel/DoctorOption';
import { ItemOption } from './panel/ItemOption';
import { optionPropsOf, type OptionProps } from './panel/optionProps';
import { Group, RowSkeletons } from './panel/PanelGroup';
import { ViewAllResults } from './panel/ViewAllResults';

export interface SearchPanelView {
  listboxId: string;
  query: string;
  options: readonly SearchOption[];
  active: number;
  /** A blank query lists every brand to shop by. */
  browsing: boolean;
  itemsLoading: boolean;
  doctorsLoading: boolean;
  /** The search finished with nothing to list. */
  empty: boolean;
  showsItems: boolean;
}

interface PanelProps {
  view: SearchPanelView;
  onChoose: (option: SearchOption) => void;
  onViewAll: () => void;
}

export function SearchResultsPanel({ view, onChoose, onViewAll }: PanelProps) {
  const { listboxId, options, active } = view;
  const isActive = (option: SearchOption) => options[active]?.id === option.id;
  const optionProps = (option: SearchOption): OptionProps =>
    optionPropsOf(listboxId, option, isActive(option), onChoose);
  const brands = options.filter((option) => option.kind === 'brand');
  const concerns = options.filter((option) => option.kind === 'concern');
  const items = options.filter((option) => option.kind === 'item');
  const doctors = options.filter((option) => option.kind === 'doctor');
  const listed = options.length > 0 || view.itemsLoading || view.doctorsLoading;

  return (
    <>
      <Box
        role="listbox"
        id={listboxId}
        aria-label={view.browsing ? 'Shop by brand' : `Results for ${view.query}`}
        hidden={!listed}
      >
        {brands.length > 0 && (
          <Group id={`${listboxId}-brands`} label={view.browsing ? 'Shop by brand' : 'Brands'}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 1.5, pt: 0.5 }}>
              {brands.map(
                (option) =>
                  option.kind === 'brand' && (
                    <BrandOption key={option.id} option={option} active={isActive(option)} {...optionProps(option)} />
                  ),
              )}
            </Box>
          </Group>
        )}
        {concerns.length > 0 && (
          <Group id={`${listboxId}-concerns`} label="Shop by concern">
            {concerns.map(
              (option) =>
                option.kind === 'concern' && (
                  <ConcernOption key={option.id} option={option} active={isActive(option)} {...optionProps(option)} />
                ),
            )}
          </Group>
        )}
        {view.showsItems && (items.length > 0 || view.itemsLoading) && (
          <Group id={`${listboxId}-items`} label="Products" busy={view.itemsLoading}>
            {view.itemsLoading ? (
              <RowSkeletons label="products" />
            ) : (
              items.map(
                (option) =>
                  option.kind === 'item' && (
                    <ItemOption key={option.id} option={option} active={isActive(option)} {...optionProps(option)} />
                  ),
              )
            )}
          </Group>
        )}
        {(doctors.length > 0 || view.doctorsLoading) && (
          <Group id={`${listboxId}-doctors`} label="Doctors" busy={view.doctorsLoading}>
            {view.doctorsLoading ? (
              <RowSkeletons label="doctors" round />
            ) : (
              doctors.map(
                (option) =>
                  option.kind === 'doctor' && (
                    <DoctorOption key={option.id} option={option} active={isActive(option)} {...optionProps(option)} />
                  ),
              )
            )}
          </Group>
        )}
      </Box>
      {view.empty && (
        <Typography sx={{ px: 2, py: 3, textAlign: 'center', color: 'text.secondary', fontWeight: 600 }}>
          {SITE_MESSAGES.noResults}
        </Typography>
      )}
      {!view.browsing && <ViewAllResults query={view.query} onClick={onViewAll} />}
    </>
  );
}
