// The library's public entries: this one for the composition of every adapter, and one per area
// (`@app/infrastructure/<area>`, its index.ts). Contract suites are imported by the tests that run them.
export * from './infrastructure';
