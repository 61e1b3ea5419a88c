// npm leaves out an optional package whose download fails, without failing the install. The
// bundler, the CSS tools, image resizing and password hashing each load a native part that is
// such a package: this loads each, and exits 1 naming those that are missing.
const NATIVE = ['rolldown', 'lightningcss', '@tailwindcss/oxide', 'sharp', '@node-rs/argon2', 'esbuild'];
const missing = [];
for (const name of NATIVE) {
  try {
    await import(name);
  } catch (error) {
    missing.push(`${name}: ${String(error?.message ?? error).split('\n')[0]}`);
  }
}
if (missing.length > 0) {
  console.error(`Native parts that did not load:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
