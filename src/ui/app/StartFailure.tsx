// Shown when the site cannot reach its server at start (no runtime configuration).
import { PRODUCT_MESSAGES } from '../../domain/messages';
import { PRODUCT_NAME } from '../../domain/product';

export function StartFailure() {
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '15vh auto', padding: 24, color: '#1d2420' }}
    >
      <h1 style={{ fontFamily: 'Georgia, serif', color: '#2f5d3a' }}>{PRODUCT_NAME}</h1>
      <p>{PRODUCT_MESSAGES.loadFailed}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ padding: '10px 18px', borderRadius: 8, border: 0, background: '#2f5d3a', color: '#fff', fontSize: 16 }}
      >
        Try again
      </button>
    </main>
  );
}
