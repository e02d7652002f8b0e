export * from './arrays';
export * from './wire';
export * from './resultTables';
export * from './fundamentals';
