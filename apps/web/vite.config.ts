import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstScreen } from "./build/first-screen.ts";
import { libraryShims } from "./build/library-shims.ts";
import { precompress } from "./build/precompress.ts";
import { startAfterPaint } from "./build/start-after-paint.ts";

// The API (apps/api) serves this build at "/" in production; in development the Vite server
// forwards /api to it so that the session cookie stays same-origin.
export default defineConfig({
  plugins: [libraryShims(), react(), firstScreen(), startAfterPaint(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The start is two files on purpose (below): 150 KB gzipped, under the shell's budget
    // checked by `npm run size -w @ship/web`.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on the critical path (issue 16): on a phone's link each request
        // costs a round trip, and the automatic splitting made 40 files of the start and about 50
        // more per page, most of them a few hundred bytes of Mantine.
        codeSplitting: {
          groups: [
            // React DOM apart from the rest of the start: the browser finishes compiling each file in
            // a main-thread task of its own, and one 500 KB file made one of the longest (decision 067).
            { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            // Everything else the entry imports statically: one file instead of 40.
            { name: "start", tags: ["$initial"], priority: 2 },
            // The Mantine components the pages load: one cached file shared by every page.
            {
              name: "mantine",
              test: /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui)[\\/]/,
              priority: 1,
            },
            // The pages' icons, a few hundred bytes each: one file instead of one request per icon
            // (the order page asked for a dozen of them, each a task of its own on arrival).
            { name: "icons", test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": "http://localhost:8080",
    },
  },
});
