import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { inkSurface } from '../theme';

/** Props of CodeBlock. */
export interface CodeBlockProps {
  code: string;
  /** 'graphql' adds light syntax colouring; 'text' shows the code as is. */
  language?: 'graphql' | 'text';
  /** Caption in the block's title bar, e.g. a file name. */
  title?: string;
  /** Accessible name of the <pre> element. */
  label?: string;
}

const colours = {
  keyword: '#c4b5fd',
  field: inkSurface.text,
  call: '#7dd3fc',
  argument: '#fbbf24',
  string: '#86efac',
  number: '#f9a8d4',
  punctuation: '#8c89c0',
} as const;

const keywords = new Set(['query', 'mutation', 'subscription', 'fragment', 'on']);
const tokenPattern = /("(?:[^"\\]|\\.)*")|(-?\d+(?:\.\d+)?)|([_A-Za-z][_0-9A-Za-z]*)|([{}()[\]:!$,=@])|(\s+|.)/g;

/** Splits GraphQL source into coloured spans; the text content stays identical to the input. */
function highlightGraphql(code: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let depth = 0;
  for (const match of code.matchAll(tokenPattern)) {
    const [text, str, num, name, punct] = match;
    const rest = code.slice((match.index ?? 0) + text.length);
    let colour: string | undefined;
    if (str) colour = colours.string;
    else if (num) colour = colours.number;
    else if (name) {
      if (depth > 0 && /^\s*:/.test(rest)) colour = colours.argument;
      else if (keywords.has(name) && depth === 0 && !/^\s*[({]/.test(rest)) colour = colours.keyword;
      else if (/^\s*\(/.test(rest)) colour = colours.call;
      else colour = colours.field;
    } else if (punct) {
      if (punct === '(') depth += 1;
      if (punct === ')') depth = Math.max(0, depth - 1);
      colour = colours.punctuation;
    }
    nodes.push(
      colour ? (
        <span key={nodes.length} style={{ color: colour }}>
          {text}
        </span>
      ) : (
        text
      ),
    );
  }
  return nodes;
}

/** A dark, scrollable code block with an optional title bar and a copy-to-clipboard button. */
export function CodeBlock({ code, language = 'text', title, label }: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  const canCopy = typeof navigator !== 'undefined' && !!navigator.clipboard;

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 1600);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Box
      sx={{
        position: 'relative',
        bgcolor: inkSurface.backgroundDeep,
        color: inkSurface.text,
        borderRadius: 3,
        border: `1px solid ${inkSurface.border}`,
        overflow: 'hidden',
        boxShadow: '0 24px 60px -28px rgba(19, 18, 53, 0.6)',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          minHeight: 44,
          borderBottom: `1px solid ${inkSurface.border}`,
        }}
      >
        <Box sx={{ display: 'flex', gap: 0.75 }} aria-hidden>
          {['#ff6b6b', '#ffd93d', '#6bcB77'].map((c) => (
            <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c, opacity: 0.8 }} />
          ))}
        </Box>
        {title && (
          <Typography variant="caption" sx={{ color: inkSurface.muted, fontFamily: 'monospace', ml: 1 }}>
            {title}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {canCopy && (
          <Tooltip title={copied ? 'Copied' : 'Copy'}>
            <IconButton size="small" onClick={copy} aria-label="Copy code" sx={{ color: inkSurface.muted }}>
              {copied ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box
        component="pre"
        aria-label={label}
        sx={{
          m: 0,
          p: { xs: 2, sm: 2.5 },
          overflowX: 'auto',
          fontFamily: '"JetBrains Mono", "Fira Code", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: { xs: 13, sm: 14 },
          lineHeight: 1.65,
          tabSize: 2,
        }}
      >
        <code>{language === 'graphql' ? highlightGraphql(code) : code}</code>
      </Box>
    </Box>
  );
}
