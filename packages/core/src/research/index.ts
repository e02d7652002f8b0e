export * from './metrics';
export * from './plan';
export * from './tokens';
export * from './parser';
export * from './formatQuery';
export * from './sectors';
export * from './english';
export * from './api';
