// The search box's results: brand matches, then products, then doctors, as a listbox whose
// options the combobox highlights with aria-activedescendant; 'View all results' below.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { doctorTitle } from '../../../domain/contract/doctors';
import { PRODUCT_MESSAGES } from '../../../domain/messages';
import { formatDiscount, formatRupees } from '../../../domain/money';
import { ROUTES } from '../../../domain/routes';
import type { SearchOption } from '../../../machines/searchOptions';
import { pillRadius } from '../../theme/sx';
import { Picture } from '../Picture';

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

export const optionDomId = (listboxId: string, option: SearchOption) => `${listboxId}-${option.id}`;

const GROUP_LABEL_SX = {
  px: 2,
  pt: 1.5,
  pb: 0.5,
  fontSize: 12,
  fontWeight: 700,
  letterSpacing: 0.8,
  textTransform: 'uppercase',
  color: 'text.secondary',
} as const;

function optionSx(active: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    px: 2,
    py: 1,
    cursor: 'pointer',
    bgcolor: active ? 'surface.sage' : 'transparent',
    boxShadow: active ? (theme: Theme) => `inset 3px 0 0 ${theme.palette.primary.main}` : 'none',
    '&:hover': { bgcolor: active ? 'surface.sage' : 'surface.hover' },
  } as const;
}

function Group({
  id,
  label,
  busy = false,
  children,
}: {
  id: string;
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Box role="group" aria-labelledby={id} aria-busy={busy || undefined}>
      <Box id={id} role="presentation" sx={GROUP_LABEL_SX}>
        {label}
      </Box>
      {children}
    </Box>
  );
}

function RowSkeletons({ label, round = false }: { label: string; round?: boolean }) {
  return (
    <Box aria-hidden="true" data-testid={`${label}-skeleton`}>
      {Array.from({ length: 3 }, (_, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1 }}>
          <Skeleton variant={round ? 'circular' : 'rounded'} width={48} height={48} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="45%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

interface PanelProps {
  view: SearchPanelView;
  onChoose: (option: SearchOption) => void;
  onViewAll: () => void;
}

export function SearchResultsPanel({ view, onChoose, onViewAll }: PanelProps) {
  const { listboxId, options, active } = view;
  const isActive = (option: SearchOption) => options[active]?.id === option.id;
  const optionProps = (option: SearchOption) => ({
    id: optionDomId(listboxId, option),
    role: 'option',
    'aria-selected': isActive(option),
    // Keep the focus in the box: the click chooses the option.
    onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
    onClick: () => onChoose(option),
  });
  const brands = options.filter((option) => option.kind === 'brand');
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
                    <Box
                      key={option.id}
                      {...optionProps(option)}
                      sx={{
                        px: 1.5,
                        py: 0.75,
                        borderRadius: pillRadius,
                        fontSize: 14,
                        fontWeight: 600,
                        cursor: 'pointer',
                        border: 1,
                        borderColor: isActive(option) ? 'primary.main' : 'surface.borderStrong',
                        bgcolor: isActive(option) ? 'surface.sage' : 'background.paper',
                        color: 'primary.dark',
                        outline: isActive(option) ? '2px solid' : 'none',
                        outlineColor: 'primary.main',
                        outlineOffset: 1,
                      }}
                    >
                      {option.brand.brandName}
                    </Box>
                  ),
              )}
            </Box>
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
                    <Box
                      key={option.id}
                      {...optionProps(option)}
                      sx={optionSx(isActive(option))}
                      aria-label={`${option.item.name}, ${option.item.brandDetails.brandName}, ${formatRupees(option.item.sellingPrice)}${option.item.discount > 0 ? `, MRP ${formatRupees(option.item.costPrice)}, ${formatDiscount(option.item.discount)}` : ''}`}
                    >
                      <Box
                        sx={{
                          width: 48,
                          height: 48,
                          flexShrink: 0,
                          borderRadius: 1,
                          overflow: 'hidden',
                          bgcolor: 'surface.photo',
                        }}
                      >
                        {option.item.photoLinks[0] && (
                          <Picture imageKey={option.item.photoLinks[0]} alt="" sizes="48px" width={160} />
                        )}
                      </Box>
                      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                        <Typography
                          sx={{
                            fontWeight: 600,
                            fontSize: 15,
                            lineHeight: 1.3,
                            display: '-webkit-box',
                            WebkitLineClamp: 2,
                            WebkitBoxOrient: 'vertical',
                            overflow: 'hidden',
                          }}
                        >
                          {option.item.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
                          {option.item.brandDetails.brandName}
                        </Typography>
                      </Box>
                      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
                        <Typography sx={{ fontWeight: 700, fontSize: 15 }}>
                          {formatRupees(option.item.sellingPrice)}
                        </Typography>
                        {option.item.discount > 0 && (
                          <Typography
                            variant="body2"
                            sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}
                          >
                            <Box component="s">{formatRupees(option.item.costPrice)}</Box>{' '}
                            <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
                              {formatDiscount(option.item.discount)}
                            </Box>
                          </Typography>
                        )}
                      </Box>
                    </Box>
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
                    <Box
                      key={option.id}
                      {...optionProps(option)}
                      sx={optionSx(isActive(option))}
                      aria-label={`${doctorTitle(option.doctor)}, ${formatRupees(option.doctor.appointmentPrice)} consultation, ${option.doctor.specialization.join(', ')}`}
                    >
                      <Picture
                        imageKey={option.doctor.profilePhoto}
                        alt=""
                        sizes="48px"
                        width={160}
                        sx={{ width: 48, height: 48, flexShrink: 0, borderRadius: '50%' }}
                      />
                      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                        <Typography sx={{ fontWeight: 600, fontSize: 15, lineHeight: 1.3 }}>
                          {doctorTitle(option.doctor)}
                        </Typography>
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                        >
                          {option.doctor.specialization.join(' · ')}
                        </Typography>
                      </Box>
                      <Typography sx={{ fontWeight: 700, fontSize: 15, flexShrink: 0 }}>
                        {formatRupees(option.doctor.appointmentPrice)}
                      </Typography>
                    </Box>
                  ),
              )
            )}
          </Group>
        )}
      </Box>
      {view.empty && (
        <Typography sx={{ px: 2, py: 3, textAlign: 'center', color: 'text.secondary', fontWeight: 600 }}>
          {PRODUCT_MESSAGES.noResults}
        </Typography>
      )}
      {!view.browsing && (
        <Box
          component={Link}
          href={ROUTES.search.href(view.query.trim())}
          onClick={onViewAll}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            py: 1.5,
            mt: 0.5,
            borderTop: 1,
            borderColor: 'surface.ring',
            color: 'primary.main',
            fontWeight: 700,
            textDecoration: 'none',
            '&:hover': { bgcolor: 'surface.hover' },
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
          }}
        >
          View all results <ArrowForwardIcon fontSize="small" aria-hidden="true" />
        </Box>
      )}
    </>
  );
}
