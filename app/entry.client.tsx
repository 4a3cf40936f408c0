import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installPreloadRecovery } from "./lib/rendering/preload-recovery";

installPreloadRecovery(window);

// Hydrate in a task after the one that evaluated React, so neither grows into a long task.
setTimeout(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}, 0);
