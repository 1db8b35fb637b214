// A tiny argv reader for the media scripts: positionals plus --name value / --name=value / --flag.
export interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

export function parseArgs(argv: readonly string[], booleanFlags: readonly string[] = []): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--') || arg === '--') {
      if (arg !== '--') positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = (eq > 0 ? arg.slice(2, eq) : arg.slice(2)).toLowerCase();
    if (eq > 0) options.set(name, arg.slice(eq + 1));
    else if (booleanFlags.includes(name)) options.set(name, true);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) options.set(name, argv[++i]);
    else throw new Error(`option --${name} needs a value`);
  }
  return { positional, options };
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const v = args.options.get(name);
  return typeof v === 'string' ? v : undefined;
}
