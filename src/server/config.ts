/**
 * Simulator settings from flags and environment (flags win), checked once at start so a typo fails
 * loudly instead of running a different scenario than the one asked for.
 */
import type { RegionKind } from '../shared/protocol';
import { REGIONS } from './api/siteSettings';
import type { FaultSettings } from './gateway/types';
import { MAX_SYMBOLS } from './exchange/instruments';
import { MAX_RATE, MIN_RATE } from './exchange/marketActivity';

export interface ServerConfig {
  host: string;
  port: number;
  seed: number;
  rate: number;
  symbols: number | undefined;
  dev: boolean;
  control: boolean;
  /** Behind a proxy of our own that sets X-Forwarded-For (see startServer's `trustProxy`). */
  trustProxy: boolean;
  faults: Partial<FaultSettings>;
  /** The region every caller is treated as being in (a real exchange reads it from the IP). */
  region: RegionKind;
  /** The built app to serve; dist/ when not given (a bench serves a variant build of its own). */
  distDir: string | undefined;
}

const FLAGS = [
  'port',
  'host',
  'seed',
  'rate',
  'symbols',
  'region',
  'dist',
  'fault-drop',
  'fault-duplicate',
  'fault-reorder',
];
const SWITCHES = ['dev', 'control', 'trust-proxy'];

/** `--name value`, `--name=value` and bare switches. */
function parseFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`unexpected argument: ${arg}`);
    const [name = '', inline] = arg.slice(2).split('=', 2);
    if (SWITCHES.includes(name)) flags.set(name, inline ?? '1');
    else if (FLAGS.includes(name)) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined) throw new Error(`--${name} needs a value`);
      flags.set(name, value);
    } else throw new Error(`unknown flag: --${name}`);
  }
  return flags;
}

function number(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${name} must be a number in ${min}…${max}, got ${text}`);
  return value;
}

export function readConfig(argv: readonly string[], env: Record<string, string | undefined>): ServerConfig {
  const flags = parseFlags(argv);
  const pick = (flag: string, envName: string) => flags.get(flag) ?? env[envName];
  const truthy = (text: string | undefined) =>
    text !== undefined && text !== '' && text !== '0' && text !== 'false';
  const faults: Partial<FaultSettings> = {};
  for (const kind of ['drop', 'duplicate', 'reorder'] as const) {
    const text = flags.get(`fault-${kind}`);
    if (text !== undefined) faults[kind] = number(`--fault-${kind}`, text, 0, 0, 1);
  }
  const symbols = pick('symbols', 'SPOTDESK_SYMBOLS');
  const regionText = pick('region', 'SPOTDESK_REGION') || 'global';
  const region = REGIONS.find((r) => r === regionText);
  if (!region) throw new Error(`region must be one of ${REGIONS.join(', ')}, got ${regionText}`);
  return {
    host: pick('host', 'HOST') || '127.0.0.1',
    port: Math.floor(number('port', pick('port', 'PORT'), 8080, 0, 65535)),
    seed: Math.floor(number('seed', pick('seed', 'SPOTDESK_SEED'), 1, 0, 2 ** 31)),
    rate: number('rate', pick('rate', 'SPOTDESK_RATE'), 1, MIN_RATE, MAX_RATE),
    symbols: symbols ? Math.floor(number('symbols', symbols, 1, 1, MAX_SYMBOLS)) : undefined,
    dev: truthy(flags.get('dev')),
    control: truthy(pick('control', 'SPOTDESK_CONTROL')),
    trustProxy: truthy(pick('trust-proxy', 'SPOTDESK_TRUST_PROXY')),
    faults,
    region,
    distDir: flags.get('dist') || undefined,
  };
}
