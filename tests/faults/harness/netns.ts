// Network namespaces a test makes for itself (issue 39, several hosts on one machine): one
// namespace per host, each with one veth into a switch namespace that holds a bridge. Addresses
// come from a private /24 the test picks and are assigned ONLY inside these namespaces; there is
// no default route, so nothing in them can reach any other address. remove() deletes them (and
// so their links), killing what still runs inside; it also runs at process exit.
import { execFileSync } from 'node:child_process';

export interface TestNet {
  /** The /24 in CIDR form, e.g. 10.231.17.0/24. */
  readonly cidr: string;
  /** The address of host `name`. */
  addr(name: string): string;
  /** The command prefix that runs a program in host `name`'s namespace. */
  wrap(name: string): string[];
  remove(): void;
}

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'ignore', 'pipe'] });

/** Whether this process may make namespaces (root with iproute2). */
export function canMakeNamespaces(): boolean {
  try {
    execFileSync('ip', ['netns', 'list'], { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
}

export function makeTestNet(hosts: string[]): TestNet {
  const tag = `vt${process.pid % 100000}`;
  const third = 1 + (process.pid % 250);
  const cidr = `10.231.${third}.0/24`;
  const nsOf = (h: string) => `${tag}-${h}`;
  const sw = nsOf('switch');
  const made: string[] = [];
  const addrs = new Map(hosts.map((h, i) => [h, `10.231.${third}.${10 + i}`]));
  const remove = () => {
    for (const ns of made.splice(0).reverse()) {
      try {
        const pids = execFileSync('ip', ['netns', 'pids', ns], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
        for (const pid of pids) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
        ip('netns', 'del', ns);
      } catch {
        // already removed
      }
    }
  };
  process.once('exit', remove);
  try {
    ip('netns', 'add', sw);
    made.push(sw);
    ip('-n', sw, 'link', 'set', 'lo', 'up');
    ip('-n', sw, 'link', 'add', 'br0', 'type', 'bridge');
    ip('-n', sw, 'link', 'set', 'br0', 'up');
    hosts.forEach((h, i) => {
      const ns = nsOf(h);
      ip('netns', 'add', ns);
      made.push(ns);
      ip('-n', ns, 'link', 'set', 'lo', 'up');
      // Made in the switch, its peer placed straight into the host: never a link in the test's own namespace.
      ip('-n', sw, 'link', 'add', `p${i}`, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns);
      ip('-n', sw, 'link', 'set', `p${i}`, 'master', 'br0');
      ip('-n', sw, 'link', 'set', `p${i}`, 'up');
      ip('-n', ns, 'addr', 'add', `${addrs.get(h)}/24`, 'dev', 'eth0');
      ip('-n', ns, 'link', 'set', 'eth0', 'up');
    });
  } catch (err) {
    remove();
    throw err;
  }
  return {
    cidr,
    addr: (h) => {
      const a = addrs.get(h);
      if (!a) throw new Error(`no host ${h}`);
      return a;
    },
    wrap: (h) => ['ip', 'netns', 'exec', nsOf(h)],
    remove,
  };
}
