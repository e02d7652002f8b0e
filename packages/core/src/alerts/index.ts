export * from './constants';
export * from './kinds';
export * from './schemas';
export * from './describe';
export * from './observe';
export * from './screens';
export * from './chatIntent';
