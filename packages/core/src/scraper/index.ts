export * from './constants';
export * from './holdingsDate';
export * from './schemes';
export * from './types';
