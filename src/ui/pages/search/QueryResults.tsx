// What a query found: the concern pages it names with the products, then doctors and blog posts.
import { SEARCH_LIMITS } from '@domain/constants';
import { useResource } from '@ui/hooks/useResource';
import { BlogResults } from './BlogResults';
import { ConcernResults } from './ConcernResults';
import { DoctorResults } from './DoctorResults';
import { ProductResults } from './ProductResults';

export function QueryResults({ query }: { query: string }) {
  // Asked at once, shown with the products, so they never push shown products down.
  const concerns = useResource({ kind: 'concernSearch', query, limit: SEARCH_LIMITS.concerns });
  return (
    <>
      <ProductResults
        query={query}
        before={<ConcernResults concerns={concerns.status === 'ready' ? concerns.data : []} />}
      />
      <DoctorResults query={query} />
      <BlogResults query={query} />
    </>
  );
}
