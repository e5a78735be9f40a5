export {};
// The entry point. NODE_ENV must be settled before React is first imported (the website's server
// build and the router load it), so the rest of start-up is imported only after this line.
process.env.NODE_ENV ??= 'production';
await import('./start.ts');
