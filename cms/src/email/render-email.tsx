import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { render } from '@react-email/render'
import { Text } from '@react-email/text'
import type { CSSProperties } from 'react'

import { EMAIL_SIGNATURE, type EmailBlock, type EmailContent } from './email-content'

export type RenderedEmail = { subject: string; text: string; html: string }

const textOf = (block: EmailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.text
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n')
    case 'facts':
      return block.rows.map(({ label, value }) => `${label}: ${value}`).join('\n')
    case 'quote':
      return `${block.label}:\n${block.text}`
    case 'link':
      return `${block.label}:\n${block.url}`
  }
}

/** The plain-text part: the greeting, each block, and the signature, with a blank line between them. */
export const renderText = ({ greeting, blocks }: EmailContent): string =>
  [greeting, ...blocks.map(textOf), EMAIL_SIGNATURE].join('\n\n')

const page: CSSProperties = { backgroundColor: '#ffffff', color: '#1f2937', fontFamily: 'Arial, sans-serif' }
const column: CSSProperties = { maxWidth: '600px', padding: '24px 16px' }
const paragraph: CSSProperties = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }
// A visitor's text keeps its line breaks and is shown as typed: text, never markup or a link.
const quoted: CSSProperties = {
  ...paragraph,
  whiteSpace: 'pre-wrap',
  borderLeft: '4px solid #d1d5db',
  paddingLeft: '12px',
}
const link: CSSProperties = { color: '#1d4ed8', textDecoration: 'underline' }

const HtmlBlock = ({ block }: { block: EmailBlock }) => {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={paragraph}>{block.text}</Text>
    case 'list':
      return (
        <ul style={{ ...paragraph, paddingLeft: '24px' }}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'facts':
      return (
        <Text style={paragraph}>
          {block.rows.map(({ label, value }, i) => (
            <span key={label}>
              {i > 0 && <br />}
              <strong>{`${label}:`}</strong> {value}
            </span>
          ))}
        </Text>
      )
    case 'quote':
      return (
        <>
          <Text style={{ ...paragraph, margin: '0 0 4px', fontWeight: 'bold' }}>{`${block.label}:`}</Text>
          <Text style={quoted}>{block.text}</Text>
        </>
      )
    case 'link':
      return (
        <Text style={paragraph}>
          <Link href={block.url} style={link}>
            {block.label}
          </Link>
        </Text>
      )
  }
}

const EmailDocument = ({ subject, greeting, blocks }: EmailContent) => (
  <Html lang="en" dir="ltr">
    <Head>
      <title>{subject}</title>
    </Head>
    <Preview>{subject}</Preview>
    <Body style={page}>
      <Container style={column}>
        <Text style={paragraph}>{greeting}</Text>
        {blocks.map((block, i) => (
          <HtmlBlock key={i} block={block} />
        ))}
        <Hr />
        <Text style={{ ...paragraph, fontSize: '14px' }}>{EMAIL_SIGNATURE}</Text>
      </Container>
    </Body>
  </Html>
)

/** Both parts of an email: plain text, and HTML made by React (which escapes every value it is given). */
export const renderEmail = async (content: EmailContent): Promise<RenderedEmail> => ({
  subject: content.subject,
  text: renderText(content),
  html: await render(<EmailDocument {...content} />),
})
