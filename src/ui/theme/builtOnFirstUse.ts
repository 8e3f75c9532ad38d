/**
 * An object that is built the first time anything reads it, and is that object from then on. MUI
 * builds default themes when its modules are evaluated (see scripts/lib/muiDefaultThemes.ts): a
 * component reads one only when rendered outside a ThemeProvider, never in this app, so building
 * them on a phone's first load was work for nothing. A theme is a plain object, as the stand-in is.
 */
export function builtOnFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = () => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    ownKeys: () => Reflect.ownKeys(real()),
    // Reported configurable: the stand-in holds none of the properties itself.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
