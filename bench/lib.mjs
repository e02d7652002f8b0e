import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function printFigure(name, value, unit, note = '') {
  console.log(`${name.padEnd(48)} ${String(value).padStart(10)} ${unit}${note ? `   (${note})` : ''}`);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
