export * from './app-error';
export * from './error-codes';
export * from './classify-error';
export * from './error-response';
export * from './app-exception.filter';
