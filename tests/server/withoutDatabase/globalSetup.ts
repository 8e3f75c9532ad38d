// These suites open no database, so they need none prepared; the emulator port test signs in
// with the run's Auth Emulator (started here when nothing answers).
export { ensureAuthEmulator as default } from '../../support/authEmulator';
