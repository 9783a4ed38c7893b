// `npm run circles -w api` also runs this: what a started app must not load until it is used (ADR 0048).
// Only the imports that run at start are followed (no dynamic import(), no type-only import).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'loaded-when-used',
      severity: 'error',
      comment: 'A module every process would hold for what few requests use: import() it where it is used.',
      from: { path: '^src/main\\.ts$' },
      to: {
        path: 'node_modules/(exceljs|pdfkit|fontkit|sharp|@aws-sdk/client-s3|@mikro-orm/migrations|mysql2)/',
        reachable: true,
      },
    },
  ],
  options: {
    exclude: { dynamic: true },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
