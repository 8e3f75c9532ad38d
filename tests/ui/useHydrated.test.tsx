import { act, render, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from '@ui/hooks/useHydrated';

/** Shows what the hook says, and records every value it rendered with. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <button disabled={!hydrated}>{hydrated ? 'ready' : 'waiting'}</button>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toContain('waiting');
  });

  it('is true at the first render of a page the browser renders alone', () => {
    const seen: boolean[] = [];
    const { getByRole } = render(<Probe seen={seen} />);
    expect(seen[0]).toBe(true);
    expect(getByRole('button').textContent).toBe('ready');
  });

  it('renders as the server did while hydrating, then turns true without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: boolean[] = [];
    await act(async () => {
      render(<Probe seen={seen} />, { container, hydrate: true, onRecoverableError: (error) => console.error(error) });
    });
    await waitFor(() => expect(container.querySelector('button')?.textContent).toBe('ready'));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
