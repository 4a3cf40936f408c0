/** Content hashes of the generated images, by registry key (scripts/image-pipeline/vite-plugin.ts). */
declare module "virtual:image-hashes" {
  const hashes: Readonly<Record<string, string>>;
  export default hashes;
}
