// Import rules of the web app (decision 026): app/ composes features; a feature stands alone and
// shares only through lib/ (logic, API calls, hooks) and components/ (UI). `npm run lint:deps`
// fails on any violation, so a new shortcut between features shows up in review, not months later.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-feature-to-other-feature",
      comment:
        "A feature never imports another feature: move what both need to apps/web/src/lib (logic, API calls, hooks) or apps/web/src/components (UI).",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "no-features-to-app",
      comment:
        "app/ holds the route table and the menu and imports features; a feature importing app/ closes a circle. Route paths live in lib/page-paths.ts.",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "no-lib-to-app",
      comment: "lib/ is shared by app/ and the features, so it cannot depend on app/.",
      severity: "error",
      from: { path: "^apps/web/src/lib/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "no-shared-to-features",
      comment: "lib/ and components/ are shared by every feature, so they depend on none.",
      severity: "error",
      from: { path: "^apps/web/src/(lib|components)/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "no-components-to-app",
      comment: "Shared UI cannot depend on the shell or the route table that use it.",
      severity: "error",
      from: { path: "^apps/web/src/components/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "no-circular",
      comment: "No import circles in the web app (dynamic imports of the route table included).",
      severity: "error",
      from: { path: "^apps/web/src/" },
      to: { circular: true },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import the checker cannot resolve would slip past every rule above.",
      severity: "error",
      from: { path: "^apps/web/src/" },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/" },
    // Type-only imports count too: they tie features together just the same.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
      conditionNames: ["import", "require", "node", "default", "types"],
      exportsFields: ["exports"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
