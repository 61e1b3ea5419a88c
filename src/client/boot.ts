// Starts the app's code once a server-rendered page has painted (spa.ts names the modules in
// data-modules, the entry first): the first screen neither waits for the code nor shares the
// network with it. A page opened in a background tab starts at once.
const modules = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ') ?? [];
const [entry, ...chunks] = modules;
let started = false;

function start() {
  if (started || !entry) return;
  started = true;
  // One insertion for all the links: inserted one by one, they were a long task of their own.
  const links = document.createDocumentFragment();
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  void import(/* @vite-ignore */ entry);
}

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));
