import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { preloadPageOf } from "./app/routes.ts";
import { initI18n, languageFromHash } from "./i18n/i18n.ts";

void initI18n(languageFromHash(window.location.hash));
preloadPageOf(window.location.hash);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
