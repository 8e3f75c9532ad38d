// The doctors list follows the URL: its filters and page go to the doctor list machine, and a
// chosen filter goes into the URL (back to the first page). On a page the server rendered, the
// machine starts from the doctors it embedded for this URL.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { DoctorPage } from '@domain/contract/doctors';
import { doctorFiltersFromSearch, searchFromDoctorFilters, type DoctorFilters } from '@domain/doctorFilters';
import { ROUTES } from '@domain/routes';
import { doctorListRequest } from '@domain/searchRequests';
import { usePageNumber } from '@ui/components/Pager';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { useServices } from '@ui/services/services';

export function useDoctorList() {
  const { machines, preloaded } = useServices();
  const [, navigate] = useLocation();
  const page = usePageNumber();
  const urlKey = searchFromDoctorFilters(doctorFiltersFromSearch(useSearch()));
  const filters = useMemo(() => doctorFiltersFromSearch(urlKey), [urlKey]);
  const [now] = useState(() => Date.now());
  const embedded = preloaded.find({ kind: 'doctorList', ...doctorListRequest({ filters, page }) });
  const actor = useActorRef(useLazyMachine(machines.doctorList), {
    input: { filters, page, preloaded: (embedded ?? undefined) as DoctorPage | undefined },
  });
  useEffect(() => actor.send({ type: 'show', filters, page }), [actor, filters, page]);
  const snapshot = useSelector(actor, (state) => state);
  const apply = useCallback(
    (next: DoctorFilters) => {
      const query = searchFromDoctorFilters(next);
      navigate(query ? `${ROUTES.doctors.href}?${query}` : ROUTES.doctors.href);
    },
    [navigate],
  );
  return { snapshot, filters, page, now, apply, retry: () => actor.send({ type: 'retry' }) };
}
