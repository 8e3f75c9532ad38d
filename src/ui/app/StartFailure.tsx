// Shown when the site cannot reach its server at start (no runtime configuration); it renders
// outside the ThemeProvider, so it reads the theme's tokens directly.
import { SITE_MESSAGES } from '@domain/messages/site';
import { PRODUCT_NAME } from '@domain/product';
import { createAppTheme } from '../theme/theme';

export function StartFailure() {
  const { palette, typography } = createAppTheme();
  return (
    <main
      style={{
        fontFamily: typography.fontFamily,
        maxWidth: 560,
        margin: '15vh auto',
        padding: 24,
        color: palette.text.primary,
      }}
    >
      <h1 style={{ fontFamily: typography.fontFamilySerif, color: palette.primary.main }}>{PRODUCT_NAME}</h1>
      <p>{SITE_MESSAGES.loadFailed}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          padding: '10px 18px',
          borderRadius: 8,
          border: 0,
          background: palette.primary.main,
          color: palette.primary.contrastText,
          fontSize: 16,
        }}
      >
        Try again
      </button>
    </main>
  );
}
