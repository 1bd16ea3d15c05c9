// Compose's variable interpolation (Compose Specification, "Interpolation"), as `docker compose config` applies it
// before validating: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, ${VAR:+alt},
// ${VAR+alt}, $VAR, and $$ for a literal $. Nested defaults are not used in compose.yaml and not supported here.

const pattern = /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g;

export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(pattern, (whole, braced?: string, op?: string, arg = '', bare?: string) => {
    if (whole === '$$') return '$';
    const name = braced ?? bare ?? '';
    const value = env[name];
    const unsetOrEmpty = value === undefined || value === '';
    switch (op) {
      case undefined:
        return value ?? '';
      case ':-':
        return unsetOrEmpty ? arg : value;
      case '-':
        return value === undefined ? arg : value;
      case ':?':
      case '?':
        if (op === ':?' ? unsetOrEmpty : value === undefined) throw new Error(`${name}: ${arg}`);
        return value ?? '';
      case ':+':
        return unsetOrEmpty ? '' : arg;
      default:
        return value === undefined ? '' : arg;
    }
  });
}
