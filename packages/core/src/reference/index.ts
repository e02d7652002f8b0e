export * from './datasets';
export * from './principles';
export * from './vocabulary';
