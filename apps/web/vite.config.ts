import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstScreen } from "./build/first-screen.ts";
import { precompress } from "./build/precompress.ts";
import { startAfterPaint } from "./build/start-after-paint.ts";

// The API (apps/api) serves this build at "/" in production; in development the Vite server
// forwards /api to it so that the session cookie stays same-origin.
export default defineConfig({
  plugins: [react(), firstScreen(), startAfterPaint(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": "http://localhost:8080",
    },
  },
});
