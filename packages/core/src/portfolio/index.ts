export * from './types';
export * from './lots';
export * from './returns';
export * from './financialYear';
export * from './gains';
export * from './schedule112a';
export * from './schemas';
export * from './questions';
