export * from './normal';
export * from './black76';
export * from './chainStats';
export * from './smile';
export * from './strategy';
export * from './nseCalendar';
export * from './underlyings';
export * from './wire';
