// The description's rich-text editor (TipTap, see the decision record on the description
// editor): loaded on first use by the product form only, so neither the storefront nor the
// rest of the admin carries it. It offers just what the server keeps (catalog/sanitize.ts):
// paragraphs, bold, italic, underline, two heading levels, lists, quotes and links; the server
// sanitises whatever arrives anyway.
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading3, Italic, Link as LinkIcon, List, ListOrdered, Quote, Underline } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx';

export interface DescriptionEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/** An empty editor reads "<p></p>": stored as no description. */
const EMPTY = /^<p>\s*<\/p>$/;

export default function DescriptionEditor({
  id,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
}: DescriptionEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-32 px-3 py-2 focus:outline-none [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-5 [&_ol]:pl-5 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h3]:font-semibold [&_h4]:font-semibold [&_a]:text-brand-700 [&_a]:underline',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChange(EMPTY.test(html) ? '' : html);
    },
    onBlur,
  });

  const tool = (label: string, icon: ReactNode, active: boolean, run: () => void) => (
    <button
      key={label}
      type="button"
      aria-label={label}
      aria-pressed={active}
      disabled={!editor}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={cx(
        'rounded p-1.5 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700',
        active && 'bg-brand-100 text-brand-700',
      )}
    >
      {icon}
    </button>
  );
  const chain = () => editor!.chain().focus();
  const setLink = () => {
    const was = editor?.getAttributes('link').href as string | undefined;
    const href = window.prompt('Link address (https://…)', was ?? 'https://');
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const is = (name: string, attrs?: Record<string, unknown>) => Boolean(editor?.isActive(name, attrs));
  const icon = 'h-4 w-4';
  return (
    <div
      className={cx(
        'rounded-md border bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200',
        invalid ? 'border-red-500' : 'border-gray-300',
      )}
    >
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b border-gray-200 p-1">
        {tool('Bold', <Bold aria-hidden="true" className={icon} />, is('bold'), () => chain().toggleBold().run())}
        {tool('Italic', <Italic aria-hidden="true" className={icon} />, is('italic'), () =>
          chain().toggleItalic().run(),
        )}
        {tool('Underline', <Underline aria-hidden="true" className={icon} />, is('underline'), () =>
          chain().toggleUnderline().run(),
        )}
        {tool('Heading', <Heading3 aria-hidden="true" className={icon} />, is('heading', { level: 3 }), () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool('Bulleted list', <List aria-hidden="true" className={icon} />, is('bulletList'), () =>
          chain().toggleBulletList().run(),
        )}
        {tool('Numbered list', <ListOrdered aria-hidden="true" className={icon} />, is('orderedList'), () =>
          chain().toggleOrderedList().run(),
        )}
        {tool('Quote', <Quote aria-hidden="true" className={icon} />, is('blockquote'), () =>
          chain().toggleBlockquote().run(),
        )}
        {tool('Link', <LinkIcon aria-hidden="true" className={icon} />, is('link'), setLink)}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
