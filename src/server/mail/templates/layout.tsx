// The one frame of every email: the store's mark and colors, the message, and a footer with how
// to reach the store. Tables and inline styles only (React Email's components), since many
// clients read nothing else; the mark is text on a colored cell, so no picture has to load.
import {
  Body,
  Button,
  Column,
  Container,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import { STORE } from '../../../shared/store';
import type { Block, EmailContent, Inline, ItemLine, Row as RowData } from './content';

// The storefront's palette (styles.css): brand-700 on brand-50, gray text, gray-200 borders.
const COLOR = {
  brand: '#6d28d9',
  brandTint: '#f5f3ff',
  text: '#1f2937',
  muted: '#6b7280',
  border: '#e5e7eb',
  page: '#f3f4f6',
} as const;
const SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const DISPLAY = 'Georgia, "Times New Roman", serif';

const monogram = (STORE.name.split(/\s+/)[0] ?? '').slice(0, 2).toUpperCase();

const text: CSSProperties = { fontSize: '15px', lineHeight: '24px', color: COLOR.text, margin: '0 0 16px' };
const small: CSSProperties = { fontSize: '13px', lineHeight: '20px', color: COLOR.muted, margin: '0' };
const link: CSSProperties = { color: COLOR.brand, textDecoration: 'underline' };
const sectionTitle: CSSProperties = { ...text, fontWeight: 700, margin: '8px 0 8px' };

function InlineParts({ parts }: { parts: Inline[] }) {
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : 'strong' in part ? (
      <strong key={i}>{part.strong}</strong>
    ) : (
      <Link key={i} href={part.href} style={link}>
        {part.link}
      </Link>
    ),
  );
}

function Item({ line }: { line: ItemLine }) {
  return (
    <Row style={{ borderBottom: `1px solid ${COLOR.border}` }}>
      <Column style={{ width: '64px', padding: '8px 12px 8px 0', verticalAlign: 'top' }}>
        {line.imageUrl ? (
          // Lazy only so React does not add a preload link for it to the head.
          <Img
            src={line.imageUrl}
            alt=""
            width="64"
            height="64"
            loading="lazy"
            style={{ borderRadius: '8px', objectFit: 'cover', backgroundColor: COLOR.page }}
          />
        ) : null}
      </Column>
      <Column style={{ padding: '8px 0', verticalAlign: 'top' }}>
        <Text style={{ ...text, margin: '0', fontWeight: 600 }}>{line.title}</Text>
        {line.details ? <Text style={small}>{line.details}</Text> : null}
      </Column>
      {line.amount ? (
        <Column style={{ padding: '8px 0', verticalAlign: 'top', textAlign: 'right', whiteSpace: 'nowrap', ...text }}>
          {line.amount}
        </Column>
      ) : null}
    </Row>
  );
}

function Rows({ rows }: { rows: RowData[] }) {
  return rows.map((row) => {
    const weight = row.emphasis ? { fontWeight: 700, fontSize: '16px' } : {};
    return (
      <Row key={row.label}>
        <Column
          style={{ ...text, margin: '0', padding: '2px 0', color: row.emphasis ? COLOR.text : COLOR.muted, ...weight }}
        >
          {row.label}
        </Column>
        <Column style={{ ...text, margin: '0', padding: '2px 0', textAlign: 'right', ...weight }}>
          {row.href ? (
            <Link href={row.href} style={link}>
              {row.value}
            </Link>
          ) : (
            row.value
          )}
        </Column>
      </Row>
    );
  });
}

function ContentBlock({ block }: { block: Block }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text style={text}>
          <InlineParts parts={block.parts} />
        </Text>
      );
    case 'quote':
      return (
        <Text
          style={{
            ...text,
            whiteSpace: 'pre-line',
            borderLeft: `3px solid ${COLOR.brand}`,
            paddingLeft: '12px',
            fontStyle: 'italic',
          }}
        >
          {block.text}
        </Text>
      );
    case 'items':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          <Text style={sectionTitle}>{block.title}</Text>
          {block.lines.map((line, i) => (
            <Item key={i} line={line} />
          ))}
        </Section>
      );
    case 'rows':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          {block.title ? <Text style={sectionTitle}>{block.title}</Text> : null}
          <Rows rows={block.rows} />
        </Section>
      );
    case 'address':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          <Text style={sectionTitle}>{block.title}</Text>
          <Text style={{ ...text, whiteSpace: 'pre-line', margin: '0' }}>{block.lines.join('\n')}</Text>
        </Section>
      );
    case 'code':
      return (
        <Section
          style={{
            backgroundColor: COLOR.brandTint,
            borderRadius: '8px',
            padding: '16px',
            margin: '0 0 16px',
            textAlign: 'center',
          }}
        >
          <Text style={{ ...small, margin: '0 0 4px' }}>{block.label}</Text>
          <Text
            style={{
              ...text,
              margin: '0',
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              fontSize: '24px',
              fontWeight: 700,
              letterSpacing: '0.1em',
            }}
          >
            {block.code}
          </Text>
        </Section>
      );
    case 'button':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.href}
            style={{
              backgroundColor: COLOR.brand,
              color: '#ffffff',
              borderRadius: '8px',
              padding: '12px 20px',
              fontWeight: 600,
              fontSize: '15px',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
        </Section>
      );
  }
}

function Header({ publicUrl }: { publicUrl: string }) {
  return (
    <Section style={{ padding: '24px 32px', borderBottom: `1px solid ${COLOR.border}` }}>
      <Link href={publicUrl} style={{ textDecoration: 'none', color: COLOR.text }}>
        <span
          style={{
            display: 'inline-block',
            width: '36px',
            height: '36px',
            lineHeight: '36px',
            borderRadius: '10px',
            backgroundColor: COLOR.brand,
            color: '#ffffff',
            fontFamily: DISPLAY,
            fontWeight: 700,
            fontSize: '18px',
            textAlign: 'center',
            verticalAlign: 'middle',
          }}
        >
          {monogram}
        </span>
        <span
          style={{ fontFamily: DISPLAY, fontWeight: 700, fontSize: '20px', marginLeft: '8px', verticalAlign: 'middle' }}
        >
          {STORE.name}
        </span>
      </Link>
    </Section>
  );
}

function Footer({ publicUrl }: { publicUrl: string }) {
  const { email, phone, supportHours, address } = STORE.contact;
  return (
    <Section style={{ padding: '0 32px 24px' }}>
      <Hr style={{ borderColor: COLOR.border, margin: '0 0 16px' }} />
      <Text style={small}>
        Questions?{' '}
        <Link href={`mailto:${email}`} style={link}>
          {email}
        </Link>{' '}
        or{' '}
        <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`} style={link}>
          {phone}
        </Link>{' '}
        ({supportHours}).
      </Text>
      <Text style={small}>{address}</Text>
      <Text style={small}>
        <Link href={publicUrl} style={link}>
          {STORE.name}
        </Link>
      </Text>
    </Section>
  );
}

export function EmailLayout({ content, publicUrl }: { content: EmailContent; publicUrl: string }) {
  return (
    <Html lang="en">
      {/* Not React Email's <Head>: its http-equiv meta is what a page must never carry, and the
          MIME part already declares the charset. */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
      </head>
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: COLOR.page, fontFamily: SANS, margin: '0', padding: '24px 0' }}>
        <Container
          style={{
            backgroundColor: '#ffffff',
            borderRadius: '12px',
            maxWidth: '600px',
            border: `1px solid ${COLOR.border}`,
          }}
        >
          <Header publicUrl={publicUrl} />
          <Section style={{ padding: '24px 32px 8px' }}>
            <Heading
              as="h1"
              style={{
                fontFamily: DISPLAY,
                fontSize: '26px',
                lineHeight: '32px',
                color: COLOR.text,
                margin: '0 0 16px',
              }}
            >
              {content.heading}
            </Heading>
            {content.blocks.map((block, i) => (
              <ContentBlock key={i} block={block} />
            ))}
          </Section>
          <Footer publicUrl={publicUrl} />
        </Container>
      </Body>
    </Html>
  );
}
