// A tiny argv reader for the media scripts: positionals plus --name value / --name=value / --flag.
export interface ParsedArgs {
  positional: string[];
  /** The last value of each option (a repeated option: its last). */
  options: Map<string, string | true>;
  /** Every value of each valued option, in order, for repeatable ones such as --subs. */
  lists: Map<string, string[]>;
}

export function parseArgs(argv: readonly string[], booleanFlags: readonly string[] = []): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  const lists = new Map<string, string[]>();
  const setValue = (name: string, value: string) => {
    options.set(name, value);
    lists.set(name, [...(lists.get(name) ?? []), value]);
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--') || arg === '--') {
      if (arg !== '--') positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = (eq > 0 ? arg.slice(2, eq) : arg.slice(2)).toLowerCase();
    if (eq > 0) setValue(name, arg.slice(eq + 1));
    else if (booleanFlags.includes(name)) options.set(name, true);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) setValue(name, argv[++i]);
    else throw new Error(`option --${name} needs a value`);
  }
  return { positional, options, lists };
}

/** Every value given for a repeatable option (`--subs a --subs b`), none when absent. */
export function listOption(args: ParsedArgs, name: string): string[] {
  return args.lists.get(name) ?? [];
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const v = args.options.get(name);
  return typeof v === 'string' ? v : undefined;
}
