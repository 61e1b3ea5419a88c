// Every email the store sends, shown with sample data: staff see what a shopper would receive.
// The HTML shows in a sandboxed frame (no scripts, no same origin), the text as text.
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cx } from '../../../lib/cx';
import { errorText } from '../http';
import { useSessionGuard } from '../session';
import { useEmailPreview, useEmailTemplates } from './api';

function Preview({ name, title }: { name: string; title: string }) {
  const html = useEmailPreview(name, 'html');
  const text = useEmailPreview(name, 'text');
  useSessionGuard(html.error ?? text.error);
  if (html.isError || text.isError) return <p role="alert">{errorText(html.error ?? text.error)}</p>;
  return (
    <div className="space-y-4">
      {html.data !== undefined ? (
        <iframe
          title={`Preview of ${title}`}
          sandbox=""
          srcDoc={html.data}
          className="h-[36rem] w-full rounded border border-gray-200 bg-white"
        />
      ) : (
        <Skeleton className="h-[36rem] w-full" />
      )}
      <details>
        <summary className="cursor-pointer text-sm font-medium">Plain text</summary>
        <pre className="mt-2 whitespace-pre-wrap rounded bg-gray-50 p-3 text-sm">{text.data ?? ''}</pre>
      </details>
    </div>
  );
}

export function EmailTemplatesScreen() {
  const templates = useEmailTemplates();
  useSessionGuard(templates.error);
  const [chosen, setChosen] = useState<string>();
  const list = templates.data ?? [];
  const shown = list.find((t) => t.name === chosen) ?? list[0];
  return (
    <section className="space-y-4" aria-labelledby="admin-emails-title">
      <div>
        <h2 id="admin-emails-title" className="font-display text-2xl font-bold text-gray-900">
          Email Templates
        </h2>
        <p className="text-sm text-gray-600">Every email the store sends, with sample data.</p>
      </div>
      {templates.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(templates.error)}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
        <ul aria-label="Emails" className="space-y-1">
          {templates.isPending ? (
            <li>
              <Skeleton className="h-64 w-full" />
            </li>
          ) : null}
          {list.map((t) => (
            <li key={t.name}>
              <button
                type="button"
                aria-current={t.name === shown?.name ? 'true' : undefined}
                onClick={() => setChosen(t.name)}
                className={cx(
                  'w-full rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2',
                  t.name === shown?.name
                    ? 'bg-brand-50 font-semibold text-brand-700'
                    : 'text-gray-700 hover:bg-gray-50',
                )}
              >
                {t.title}
              </button>
            </li>
          ))}
        </ul>
        {shown ? <Preview key={shown.name} name={shown.name} title={shown.title} /> : null}
      </div>
    </section>
  );
}
