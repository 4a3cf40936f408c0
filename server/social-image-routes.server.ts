import { basename, dirname } from "node:path";
/**
 * GET RUNTIME_SOCIAL_PATH/<name>.<hash>.png: a sharing card the server drew for a page the office
 * published (app/lib/discovery/social-image.server.ts), immutable like the build's /social/ files.
 */
import { Router } from "express";
import { RUNTIME_SOCIAL_PATH } from "~/lib/discovery/social-image";
import type { SocialImages } from "~/lib/discovery/social-image.server";
import { CACHE } from "./cache-policy.server";
import { setNonPageHeaders } from "./security-headers.server";

export function socialImageFiles(socialImages: SocialImages): Router {
  const router = Router();
  router.get(`${RUNTIME_SOCIAL_PATH}/:name`, (req, res, next) => {
    const file = socialImages.file(req.params.name);
    if (!file) return next();
    setNonPageHeaders(res);
    res.setHeader("Cache-Control", CACHE.immutable);
    res.setHeader("Content-Type", "image/png");
    res.sendFile(
      basename(file),
      { root: dirname(file), cacheControl: false, lastModified: false, dotfiles: "deny" },
      (error) => {
        if (error && !res.headersSent) next();
      },
    );
  });
  return router;
}
