// The stored-XSS corpus, built from readable families instead of pasted blobs.
// Every payload, if a browser ever runs it, calls the global marker `__xss(ID)` (every
// seventh one calls `alert(ID)` instead, so the dialog listener is exercised too); the
// browser tests expose `__xss` in every frame and record the IDs. Pure data: the sanitiser's
// unit test (src/server/catalog/sanitize.test.ts) reads the same corpus.
//
// No payload holds a NUL character (PostgreSQL text cannot store it) and none needs the
// network: URLs that must fail to load are `x` or `x:x`.

export const XSS_MARKER = '__xss';

export const XSS_FAMILIES = [
  'script',
  'event-handler',
  'url-scheme',
  'svg',
  'css',
  'meta-base-object',
  'mxss',
  'entity',
  'breakout',
  'markdown-json',
] as const;
export type XssFamily = (typeof XSS_FAMILIES)[number];

export interface XssPayload {
  id: number;
  family: XssFamily;
  /** The text as it is typed or posted. */
  text: string;
}

/** `js` is the call to make (`__xss(7)` or `alert(7)`); `id` the bare number, for encoded forms. */
type Template = (js: string, id: number) => string;

const b64 = (text: string) => btoa(text);
const entities = (text: string, form: 'dec' | 'hex' | 'dec-padded' | 'hex-bare') =>
  [...text]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      if (form === 'dec') return `&#${code};`;
      if (form === 'hex') return `&#x${code.toString(16)};`;
      if (form === 'hex-bare') return `&#x${code.toString(16)}`;
      return `&#${String(code).padStart(7, '0')}`;
    })
    .join('');

// ---------- <script> variants: case, attributes, broken and nested tags ----------
const scriptOpeners = [
  '<script>',
  '<SCRIPT>',
  '<ScRiPt>',
  '<script type="text/javascript">',
  '<script type=module>',
  '<script language="javascript">',
  '<script/x>',
  '<script\n>',
  '<script\t>',
  '<script\f>',
  '<script async defer>',
  '<script nonce="abc">',
  '<script crossorigin="anonymous">',
  '<script for=window event=onload>',
];
const scriptClosers = ['</SCRIPT>', '</script >', '</script\n>', '</script foo="bar">', ''];
const script: Template[] = [
  ...scriptOpeners.map((open) => (js: string) => `${open}${js}</script>`),
  ...scriptClosers.map((close) => (js: string) => `<script>${js}${close}`),
  (js) => `<script src="data:text/javascript,${js}"></script>`,
  (js) => `<script src=data:,${js}></script>`,
  (js, id) => `<script src="data:text/javascript;base64,${b64(`__xss(${id})`)}"></script>`,
  (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  (js) => `<<script>script>${js}<</script>/script>`,
  (js) => `<script>${js}//`,
  (js) => `<script>/*</script>*/${js}</script>`,
  (js) => `</script><script>${js}</script>`,
  (js) => `<p><script>${js}</script></p>`,
  (js) => `<div><p><b><script>${js}</script></b></p></div>`,
  (js) => `<a href="https://example.com/"><script>${js}</script></a>`,
  (js) => `<math><script>${js}</script></math>`,
  (js) => `<script>document.write('<img src=x onerror=${js}>')</script>`,
  (_js, id) => `<script>eval(atob('${b64(`__xss(${id})`)}'))</script>`,
  (js) => `<script>setTimeout(${JSON.stringify(js)})</script>`,
];

// ---------- Event handlers on many elements, then quoting and spelling on two ----------
const handlerElements: Template[] = [
  (js) => `<img src=x onerror=${js}>`,
  (js) => `<img src=x:x onerror=${js}>`,
  (js) => `<image src=x onerror=${js}>`,
  (js) => `<svg onload=${js}>`,
  (js) => `<body onload=${js}>`,
  (js) => `<body onpageshow=${js}>`,
  (js) => `<details open ontoggle=${js}>`,
  (js) => `<details ontoggle=${js} open><summary>x</summary></details>`,
  (js) => `<video src=x onerror=${js}></video>`,
  (js) => `<video><source src=x onerror=${js}></video>`,
  (js) => `<audio src=x onerror=${js}></audio>`,
  (js) => `<audio><source src=x onerror=${js}></audio>`,
  (js) => `<input autofocus onfocus=${js}>`,
  (js) => `<input type=text value=x onfocus=${js} autofocus>`,
  (js) => `<input type=image src=x onerror=${js}>`,
  (js) => `<select autofocus onfocus=${js}></select>`,
  (js) => `<textarea autofocus onfocus=${js}></textarea>`,
  (js) => `<button autofocus onfocus=${js}>x</button>`,
  (js) => `<keygen autofocus onfocus=${js}>`,
  (js) => `<marquee onstart=${js}>x</marquee>`,
  (js) => `<marquee loop=1 width=0 onfinish=${js}>x</marquee>`,
  (js) => `<iframe onload=${js}></iframe>`,
  (js) => `<iframe src=x onload=${js}></iframe>`,
  (js) => `<object data=x onerror=${js}></object>`,
  (js) => `<embed src=x onload=${js}>`,
  (js) => `<style onload=${js}></style>`,
  (js) => `<link rel=stylesheet href=x onerror=${js}>`,
  (js) => `<div onmouseover=${js}>hover me</div>`,
  (js) => `<p onclick=${js}>click me</p>`,
  (js) => `<a href="https://example.com/" onclick=${js}>link</a>`,
  (js) => `<a href=# autofocus onfocus=${js}>x</a>`,
  (js) => `<span tabindex=1 autofocus onfocusin=${js}>x</span>`,
  (js) => `<div contenteditable autofocus onfocus=${js}>x</div>`,
  (js) => `<style>@keyframes k{}</style><div style="animation-name:k" onanimationstart=${js}>x</div>`,
  (js) => `<div style="transition:color 1s" ontransitionend=${js}>x</div>`,
  (js) => `<form><button onclick=${js}>x</button></form>`,
  (js) => `<form onsubmit=${js}><input type=submit></form>`,
  (js) => `<frameset onload=${js}>`,
  (js) => `<picture><source srcset=x><img src=x onerror=${js}></picture>`,
  (js) => `<track src=x onerror=${js}>`,
  (js) => `<bdo dir=rtl onpointerover=${js}>x</bdo>`,
  (js) => `<xss onbeforescriptexecute=${js}>x</xss>`,
  (js) => `<h3 onmouseenter=${js}>x</h3>`,
  (js) => `<li onauxclick=${js}>x</li>`,
  (js) => `<b oncopy=${js}>x</b>`,
  (js) => `<blockquote onscroll=${js} style="overflow:auto;height:1px">x<br>y</blockquote>`,
  (js) => `<em onwheel=${js}>x</em>`,
  (js) => `<ul onpaste=${js}><li>x</li></ul>`,
];
const handlerSpellings: Template[] = [
  (js) => `<img src=x onerror="${js}">`,
  (js) => `<img src=x onerror='${js}'>`,
  (js) => `<img src=x ONERROR=${js}>`,
  (js) => `<img src=x oNeRrOr=${js}>`,
  (js) => `<img src=x onerror =${js}>`,
  (js) => `<img src=x onerror\n=${js}>`,
  (js) => `<img/src=x/onerror=${js}>`,
  (js) => `<img src="x"onerror="${js}">`,
  (js) => `<img src=x onerror=${js}//`,
  (js) => `<img src onerror=${js}>`,
  (_js, id) => `<img src=x onerror=window['__xss'](${id})>`,
  (js) => `<img src=x onerror=\`${js}\`>`,
  (js) => `<img src=x onerror=${js} x=`,
  (js) => `<IMG SRC=x OnErRoR=${js}>`,
  (js) => `<svg/onload=${js}>`,
  (js) => `<svg onload="${js}"/>`,
  (js) => `<svg\nonload=${js}>`,
  (js) => `<svg\tonload=${js}>`,
  (js) => `<svg onload=${js}//`,
  (js) => `<svg//////onload=${js}>`,
];

// ---------- javascript:, vbscript:, data: URLs with entity, whitespace and case tricks ----------
const urlForms: Template[] = [
  (js) => `javascript:${js}`,
  (js) => `JaVaScRiPt:${js}`,
  (js) => `  javascript:${js}`,
  (js) => `jav&#x09;ascript:${js}`,
  (js) => `jav&#x0A;ascript:${js}`,
  (js) => `jav&#x0D;ascript:${js}`,
  (js) => `jav\tascript:${js}`,
  (js) => `&#106;avascript:${js}`,
  (js) => `&#x6A;avascript:${js}`,
  (js) => `&#0000106;&#0000097;vascript:${js}`,
  (js) => `&#x6A&#x61&#x76&#x61script:${js}`,
  (js) => `javascript&colon;${js}`,
  (js) => `javascript&#58;${js}`,
  (js) => `java&NewLine;script:${js}`,
  (js) => `&#x01;javascript:${js}`,
  (js) => `javascript://%0a${js}`,
  (js) => `javascript:/*-->*/${js}`,
  (js) => `vbscript:${js}`,
  (js) => `data:text/html,<script>${js}</script>`,
  (_js, id) => `data:text/html;base64,${b64(`<script>__xss(${id})</script>`)}`,
];
const urlContexts: ((url: string) => string)[] = [
  (url) => `<iframe src="${url}"></iframe>`,
  (url) => `<form action="${url}"><input type=submit value=go></form>`,
  (url) => `<form><button formaction="${url}">go</button></form>`,
  (url) => `<svg><a xlink:href="${url}"><text x=0 y=20>go</text></a></svg>`,
  (url) => `<object data="${url}"></object>`,
  (url) => `<embed src="${url}">`,
  (url) => `<map name=m><area shape=rect coords=0,0,9,9 href="${url}"></map>`,
  (url) => `<math href="${url}"><mtext>go</mtext></math>`,
  (url) => `<input type=image src=x formaction="${url}">`,
];
const CORE_URL_FORMS = [0, 3, 7, 17, 18];
const urlScheme: Template[] = [
  // Every form in a link, the element staff are allowed to use.
  ...urlForms.map((form) => (js: string, id: number) => `<a href="${form(js, id)}">go</a>`),
  // Unquoted and single-quoted links.
  (js) => `<a href=javascript:${js}>go</a>`,
  (js) => `<a href='javascript:${js}'>go</a>`,
  (js) => `<a href="https://example.com/" href="javascript:${js}">go</a>`,
  // The core forms in every other URL-taking attribute.
  ...urlContexts.flatMap((context) =>
    CORE_URL_FORMS.map((i) => (js: string, id: number) => context(urlForms[i]!(js, id))),
  ),
];

// ---------- SVG: animation, foreignObject, use, image, links ----------
const svg: Template[] = [
  (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
  (js) => `<svg><set onbegin=${js} attributeName=x to=1>`,
  (js) => `<svg><animateTransform onbegin=${js} attributeName=transform type=rotate dur=1s>`,
  (js) => `<svg><animateMotion onbegin=${js} dur=1s path="M0,0">`,
  (js) => `<svg><discard onbegin=${js}>`,
  (js) => `<svg><a><animate attributeName=href values=javascript:${js} /><text x=20 y=20>go</text></a></svg>`,
  (js) => `<svg><a><set attributeName=href to="javascript:${js}"/><text x=20 y=20>go</text></a></svg>`,
  (js) =>
    `<svg><a id=a><text x=20 y=20>go</text></a><animate xlink:href=#a attributeName=href values="javascript:${js}"/></svg>`,
  (js) => `<svg><foreignObject><img src=x onerror=${js}></foreignObject></svg>`,
  (js) => `<svg><foreignObject><iframe srcdoc="<script>${js}</script>"></iframe></foreignObject></svg>`,
  (js) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${js}'/></svg>#x"/></svg>`,
  (_js, id) =>
    `<svg><use xlink:href="data:image/svg+xml;base64,${b64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="__xss(${id})"/></svg>`)}#x"/></svg>`,
  (js) => `<svg><image href=x onerror=${js} /></svg>`,
  (js) => `<svg><image xlink:href=x onerror=${js}></svg>`,
  (js) => `<svg><a xlink:href="javascript:${js}"><text x=0 y=20>go</text></a></svg>`,
  (js) => `<svg><a href="javascript:${js}"><rect width=99 height=99 /></a></svg>`,
  (js) => `<svg><handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load">${js}</handler></svg>`,
  (js) => `<svg><desc><![CDATA[</desc><script>${js}</script>]]></svg>`,
  (js) => `<svg><title><img src=x onerror=${js}></title></svg>`,
  (js) => `<svg><feImage href="javascript:${js}"/></svg>`,
  (js) => `<svg><iframe onload=${js}></iframe></svg>`,
  (js) => `<svg xmlns="http://www.w3.org/2000/svg" onload="${js}"/>`,
  (js) => `<svg><g onload=${js}></g></svg>`,
  (js) => `<svg><text><tspan onmouseover=${js}>x</tspan></text></svg>`,
];

// ---------- CSS: url(), expression(), @import, bindings ----------
const css: Template[] = [
  (js) => `<style>@import 'javascript:${js}';</style>`,
  (js) => `<style>@import url("data:text/css,*{background:url(javascript:${js})}");</style>`,
  () => `<style>@import "https://evil.example/x.css";</style>`,
  (js) => `<div style="background:url(javascript:${js})">x</div>`,
  (js) => `<div style="background-image:url('javascript:${js}')">x</div>`,
  (js) => `<p style="background:url(&#106;avascript:${js})">x</p>`,
  (js) => `<div style="width:expression(${js})">x</div>`,
  (js) => `<div style="x:expr/**/ession(${js})">x</div>`,
  (js) => `<div style="x:\\65 xpression(${js})">x</div>`,
  () => `<div style="behavior:url(x.htc)">x</div>`,
  (js) => `<style>*{-moz-binding:url("data:text/xml,<x>${js}</x>")}</style>`,
  (js) => `<link rel=stylesheet href="javascript:${js}">`,
  (js) => `<link rel=import href="data:text/html,<script>${js}</script>">`,
  (js) => `<style>li{list-style-image:url("javascript:${js}")}</style><ul><li>x</li></ul>`,
  (js) => `<style></style><img src=x onerror=${js}>`,
  (js) => `<style><img src=x onerror=${js}></style>`,
  (js) => `<div style="-o-link:'javascript:${js}';-o-link-source:current">x</div>`,
  (js) => `<b style="color:red}</style><img src=x onerror=${js}>">x</b>`,
  () => `<div style="position:fixed;inset:0;z-index:99999;background:red">covers the page</div>`,
];

// ---------- meta refresh, base href, object/embed/applet, iframe srcdoc, frames ----------
const metaBaseObject: Template[] = [
  (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js) => `<meta http-equiv="refresh" content="0; url=data:text/html,<script>${js}</script>">`,
  () => `<meta http-equiv="refresh" content="0;url=https://evil.example/">`,
  () => `<meta charset="x-imap4-modified-utf7">`,
  () => `<meta http-equiv="Content-Security-Policy" content="script-src * 'unsafe-inline'">`,
  (js) => `<base href="javascript:${js}//">`,
  () => `<base href="https://evil.example/">`,
  () => `<base target="_top">`,
  (js) => `<object data="javascript:${js}"></object>`,
  (js) => `<object data="data:text/html,<script>${js}</script>"></object>`,
  (_js, id) =>
    `<object type="text/html" data="data:text/html;base64,${b64(`<script>__xss(${id})</script>`)}"></object>`,
  (js) => `<object><param name=src value="javascript:${js}"></object>`,
  (js) => `<embed src="javascript:${js}">`,
  (js) => `<embed src="data:text/html,<script>${js}</script>">`,
  (js) => `<embed code="javascript:${js}">`,
  (js) => `<applet code="javascript:${js}"></applet>`,
  (js) => `<iframe srcdoc="<script>${js}</script>"></iframe>`,
  (js) => `<iframe srcdoc="&lt;img src=x onerror=${js}&gt;"></iframe>`,
  (js) => `<frameset><frame src="javascript:${js}"></frameset>`,
  (js) => `<isindex type=image src=x onerror=${js}>`,
  (js) => `<portal src="javascript:${js}"></portal>`,
];

// ---------- Parser differentials (mXSS): raw-text elements, comments, foreign content ----------
const mxss: Template[] = [
  (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>">`,
  (js) => `<template><img src=x onerror=${js}></template>`,
  (js) => `<template><script>${js}</script></template>`,
  (js) => `<svg></p><style><a id="</style><img src=x onerror=${js}>">`,
  (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  (js) =>
    `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=1 onerror=${js}&gt;">`,
  (js) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${js}>`,
  (js) => `<svg><style><img src=x onerror=${js}></style></svg>`,
  (js) => `<math><style><img src=x onerror=${js}></style></math>`,
  (js) => `<table><caption><svg><style><img src=x onerror=${js}>`,
  (js) => `<textarea><img src=x onerror=${js}></textarea>`,
  (js) => `<title><img src=x onerror=${js}></title>`,
  (js) => `<xmp><p title="</xmp><img src=x onerror=${js}>">`,
  (js) => `<noembed><img title="</noembed><img src=x onerror=${js}>">`,
  (js) => `<noframes><img title="</noframes><img src=x onerror=${js}>">`,
  (js) => `<iframe><img title="</iframe><img src=x onerror=${js}>"></iframe>`,
  (js) => `<!--><img src=x onerror=${js}>-->`,
  (js) => `<!-- --!><img src=x onerror=${js}>-->`,
  (js) => `<!--<img src="--><img src=x onerror=${js}>">`,
  (js) => `<![CDATA[><img src=x onerror=${js}>]]>`,
  (js) => `<?xml-stylesheet ><img src=x onerror=${js}>?>`,
  (js) => `<a title="</a><img src=x onerror=${js}>">x</a>`,
  (js) => `<a href="https://example.com/" id="</a><svg onload=${js}>">x</a>`,
  (js) => `<p title="&lt;/p&gt;&lt;img src=x onerror=${js}&gt;">x</p>`,
  (js) => `<style><style/><img src=x onerror=${js}>`,
  (js) => `<select><template><style><img src=x onerror=${js}></style></template></select>`,
  (js) => `<listing>&lt;img src=x onerror=${js}&gt;</listing>`,
  (js) => `<plaintext><img src=x onerror=${js}>`,
  (js) => `<div id="<img src=x onerror=${js}>">x</div>`,
  (js) => `<img src="x` + '`' + `<script>${js}</script>"` + '`' + `>`,
];

// ---------- Entity and encoding tricks: must stay text, or decode to nothing that runs ----------
const entity: Template[] = [
  (js) => `&lt;script&gt;${js}&lt;/script&gt;`,
  (js) => `&lt;img src=x onerror=${js}&gt;`,
  (js) => `&#60;img src=x onerror=${js}&#62;`,
  (js) => `&#x3C;svg onload=${js}&#x3E;`,
  (js) => `&amp;lt;img src=x onerror=${js}&amp;gt;`,
  (js) => `&#x26;lt;script&#x26;gt;${js}&#x26;lt;/script&#x26;gt;`,
  (js) => `%3Cscript%3E${js}%3C/script%3E`,
  (js) => `\\x3cscript\\x3e${js}\\x3c/script\\x3e`,
  (js) => `\\u003cimg src=x onerror=${js}\\u003e`,
  (_js, id) => `<img src=x onerror=${entities(`__xss(${id})`, 'hex')}>`,
  (_js, id) => `<img src=x onerror="${entities(`__xss(${id})`, 'dec')}">`,
  (_js, id) => `<a href="${entities(`javascript:__xss(${id})`, 'hex')}">go</a>`,
  (_js, id) => `<a href="${entities(`javascript:__xss(${id})`, 'dec-padded')}">go</a>`,
  (_js, id) => `<a href="${entities('javascript:', 'hex-bare')}__xss(${id})">go</a>`,
  (js) => `＜script＞${js}＜/script＞`,
  (js) => `&lt;/textarea&gt;&lt;img src=x onerror=${js}&gt;`,
  (js) => `+ADw-script+AD4-${js}+ADw-/script+AD4-`,
  (js) => `\u00BCscript\u00BE${js}\u00BC/script\u00BE`,
];

// ---------- Breaking out of an attribute, a text area or a script, as text inputs get ----------
const breakout: Template[] = [
  (js) => `"><svg onload=${js}>`,
  (js) => `'><img src=x onerror=${js}>`,
  (js) => `"><script>${js}</script>`,
  (js) => `" autofocus onfocus=${js} x="`,
  (js) => `' autofocus onfocus=${js} x='`,
  (js) => `" onmouseover="${js}`,
  (js) => `</textarea><img src=x onerror=${js}>`,
  (js) => `</title><script>${js}</script>`,
  (js) => `</script><script>${js}</script>`,
  (js) => `</style><img src=x onerror=${js}>`,
  (js) => `--><img src=x onerror=${js}>`,
  (js) => `]]><img src=x onerror=${js}>`,
  (js) => `</noscript><img src=x onerror=${js}>`,
  (js) => `</option></select><img src=x onerror=${js}>`,
  (js) => `"><iframe srcdoc="<script>${js}</script>">`,
  (js) => `{{constructor.constructor('${js}')()}}`,
  (js) => `\${${js}}`,
  (js) => `"-${js}-"`,
  (js) => `'-${js}-'`,
  (js) => `\\";${js};//`,
  (js) => `javascript:${js}`,
  (js) => `</a><a href=javascript:${js}>go</a>`,
];

// ---------- Markdown-like links and JSON that a future renderer might interpret ----------
const markdownJson: Template[] = [
  (js) => `[go](javascript:${js})`,
  (js) => `[go](JaVaScRiPt:${js})`,
  (js) => `[go](javascript:${js} "title")`,
  (js) => `![x](x" onerror="${js})`,
  (js) => `[go](data:text/html,<script>${js}</script>)`,
  (js) => `<javascript:${js}>`,
  (js) => `[go]: javascript:${js}`,
  (js) => `[go](#" onclick="${js})`,
  (js) => `\`<img src=x onerror=${js}>\``,
  (js) => `{"html":"<img src=x onerror=${js}>"}`,
  (js) => `{"a":"</script><script>${js}</script>"}`,
  (js) => `"};${js};//`,
  (js) => `'};${js};//`,
  (js) => `<!-- {{${js}}} -->`,
];

const FAMILY_TEMPLATES: Record<XssFamily, Template[]> = {
  script,
  'event-handler': [...handlerElements, ...handlerSpellings],
  'url-scheme': urlScheme,
  svg,
  css,
  'meta-base-object': metaBaseObject,
  mxss,
  entity,
  breakout,
  'markdown-json': markdownJson,
};

function buildCorpus(): XssPayload[] {
  const corpus: XssPayload[] = [];
  const seen = new Set<string>();
  for (const family of XSS_FAMILIES) {
    for (const template of FAMILY_TEMPLATES[family]) {
      // Distinct templates only: compare them with a fixed call.
      const shape = template('__xss(0)', 0);
      if (seen.has(shape)) continue;
      seen.add(shape);
      const id = corpus.length + 1;
      corpus.push({ id, family, text: template(id % 7 === 0 ? `alert(${id})` : `${XSS_MARKER}(${id})`, id) });
    }
  }
  return corpus;
}

export const XSS_PAYLOADS: readonly XssPayload[] = buildCorpus();

/** Payloads joined, in order, into as few strings as fit `maxLength` (separator included). */
export function packPayloads(payloads: readonly XssPayload[], maxLength: number, separator = '\n'): string[] {
  const packs: string[] = [];
  let current = '';
  for (const { text } of payloads) {
    if (text.length > maxLength) continue;
    const next = current ? `${current}${separator}${text}` : text;
    if (next.length > maxLength) {
      packs.push(current);
      current = text;
    } else {
      current = next;
    }
  }
  if (current) packs.push(current);
  return packs;
}
