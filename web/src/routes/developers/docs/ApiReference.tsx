import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLType,
} from 'graphql';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AREA_PATHS, homeOf, type AreaReference, type DocsArea } from './schema-reference';

/** Enums longer than this are folded (Genre, Language, Country). */
const FOLD_ENUMS_OVER = 24;

const mono = { fontFamily: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875em' } as const;

/** Renders an SDL description: paragraphs, with `code` spans. */
export function Description({ text, dense = false }: { text?: string | null; dense?: boolean }) {
  if (!text) return null;
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ').trim());
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <Typography key={index} variant="body2" color={dense ? 'text.secondary' : 'text.primary'} sx={{ mt: index > 0 || !dense ? 1 : 0 }}>
          {paragraph.split(/(`[^`]+`)/).map((part, i) =>
            part.startsWith('`') && part.endsWith('`') ? (
              <Box key={i} component="code" sx={{ ...mono, bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}>
                {part.slice(1, -1)}
              </Box>
            ) : (
              <Fragment key={i}>{part}</Fragment>
            ),
          )}
        </Typography>
      ))}
    </>
  );
}

/** A type reference as written in SDL (`[PodcastEpisode]!`), its named type linked to its documentation. */
function TypeRef({ type, area, documented }: { type: GraphQLType; area: DocsArea; documented: Set<string> }): ReactNode {
  if (isNonNullType(type)) {
    return (
      <>
        <TypeRef type={type.ofType} area={area} documented={documented} />!
      </>
    );
  }
  if (isListType(type)) {
    return (
      <>
        [<TypeRef type={type.ofType} area={area} documented={documented} />]
      </>
    );
  }
  const named = getNamedType(type);
  if (isScalarType(named)) return <span>{named.name}</span>;
  const home = homeOf(named.name, area);
  const href = home === area && documented.has(named.name) ? `#type-${named.name}` : `${AREA_PATHS[home]}#type-${named.name}`;
  return href.startsWith('#') ? (
    <Link href={href}>{named.name}</Link>
  ) : (
    <Link component={RouterLink} to={href}>
      {named.name}
    </Link>
  );
}

function Deprecated({ reason }: { reason?: string | null }) {
  if (!reason) return null;
  return <Chip size="small" color="warning" variant="outlined" label={`Deprecated: ${reason}`} sx={{ mt: 0.5, height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }} />;
}

/** The arguments of a field as a table. */
function ArgumentsTable({ args, area, documented }: { args: readonly GraphQLArgument[]; area: DocsArea; documented: Set<string> }) {
  if (args.length === 0) return null;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, mt: 1.5 }}>
      <Table size="small" aria-label="Arguments">
        <TableHead>
          <TableRow>
            <TableCell>Argument</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Description</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {args.map((arg) => (
            <TableRow key={arg.name}>
              <TableCell sx={{ ...mono, whiteSpace: 'nowrap', verticalAlign: 'top' }}>{arg.name}</TableCell>
              <TableCell sx={{ ...mono, whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                <TypeRef type={arg.type} area={area} documented={documented} />
                {arg.defaultValue !== undefined && <span> = {JSON.stringify(arg.defaultValue)}</span>}
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                <Description text={arg.description} dense />
                <Deprecated reason={arg.deprecationReason} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One root query or mutation: signature, description, arguments. */
function RootField({ field, kind, area, documented }: { field: GraphQLField<unknown, unknown>; kind: 'query' | 'mutation'; area: DocsArea; documented: Set<string> }) {
  return (
    <Box component="article" id={`${kind}-${field.name}`} data-testid="reference-root-field" sx={{ py: 3, borderTop: 1, borderColor: 'divider', scrollMarginTop: 96 }}>
      <Typography variant="h6" component="h3" sx={mono}>
        {field.name}
      </Typography>
      <Typography variant="body2" sx={{ ...mono, color: 'text.secondary', mt: 0.5 }}>
        returns <TypeRef type={field.type} area={area} documented={documented} />
      </Typography>
      <Description text={field.description} />
      <Deprecated reason={field.deprecationReason} />
      <ArgumentsTable args={field.args} area={area} documented={documented} />
    </Box>
  );
}

/** One type: fields (with their arguments) or enum values. */
function TypeSection({ type, area, documented }: { type: GraphQLNamedType; area: DocsArea; documented: Set<string> }) {
  const kind = isEnumType(type) ? 'enum' : isInputObjectType(type) ? 'input' : isUnionType(type) ? 'union' : isInterfaceType(type) ? 'interface' : 'type';
  let body: ReactNode = null;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    const fields: { name: string; type: GraphQLType; description?: string | null; deprecationReason?: string | null; args: readonly GraphQLArgument[] }[] =
      Object.values(type.getFields()).map((field) => ({ ...field, args: 'args' in field ? field.args : [] }));
    body = (
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, mt: 1.5 }}>
        <Table size="small" aria-label={`Fields of ${type.name}`}>
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Description</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field) => (
              <TableRow key={field.name}>
                <TableCell sx={{ ...mono, whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {field.name}
                  {field.args.length > 0 && (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      ({field.args.map((arg) => arg.name).join(', ')})
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ ...mono, whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  <TypeRef type={field.type} area={area} documented={documented} />
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Description text={field.description} dense />
                  {field.args.length > 0 && (
                    <Stack component="ul" spacing={0.25} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                      {field.args.map((arg) => (
                        <Typography component="li" variant="body2" color="text.secondary" key={arg.name}>
                          <Box component="code" sx={mono}>
                            {arg.name}: <TypeRef type={arg.type} area={area} documented={documented} />
                            {arg.defaultValue !== undefined && ` = ${JSON.stringify(arg.defaultValue)}`}
                          </Box>
                          {arg.description ? ` — ${arg.description}` : ''}
                        </Typography>
                      ))}
                    </Stack>
                  )}
                  <Deprecated reason={field.deprecationReason} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  } else if (isEnumType(type)) {
    const values = type.getValues();
    const list = (
      <Stack component="ul" spacing={0.5} sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {values.map((value) => (
          <Typography component="li" variant="body2" key={value.name}>
            <Box component="code" sx={mono}>
              {value.name}
            </Box>
            {value.description ? <Box component="span" sx={{ color: 'text.secondary' }}>{` — ${value.description}`}</Box> : null}
          </Typography>
        ))}
      </Stack>
    );
    body =
      values.length > FOLD_ENUMS_OVER ? (
        <Box component="details" sx={{ mt: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer', color: 'primary.main', fontWeight: 600 }}>
            Show all {values.length} values
          </Box>
          {list}
        </Box>
      ) : (
        list
      );
  } else if (isUnionType(type)) {
    body = (
      <Typography variant="body2" sx={{ ...mono, mt: 1 }}>
        {type.getTypes().map((member, index) => (
          <Fragment key={member.name}>
            {index > 0 && ' | '}
            <TypeRef type={member} area={area} documented={documented} />
          </Fragment>
        ))}
      </Typography>
    );
  }
  return (
    <Box component="section" id={`type-${type.name}`} data-testid="reference-type" sx={{ py: 3, borderTop: 1, borderColor: 'divider', scrollMarginTop: 96 }}>
      <Typography variant="h6" component="h3">
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, mr: 1 }}>
          {kind}
        </Box>
        <Box component="span" sx={mono}>
          {type.name}
        </Box>
      </Typography>
      <Description text={type.description} />
      {body}
    </Box>
  );
}

/** A page's reference: its queries, mutations, types and enums, all from the SDL. */
export function ApiReference({ reference }: { reference: AreaReference }) {
  const { area, queries, mutations, types, enums, documented } = reference;
  const groups: { id: string; title: string; content: ReactNode; count: number }[] = [
    {
      id: 'queries',
      title: 'Queries',
      count: queries.length,
      content: queries.map((field) => <RootField key={field.name} field={field} kind="query" area={area} documented={documented} />),
    },
    {
      id: 'mutations',
      title: 'Mutations',
      count: mutations.length,
      content: mutations.map((field) => <RootField key={field.name} field={field} kind="mutation" area={area} documented={documented} />),
    },
    {
      id: 'types',
      title: 'Types',
      count: types.length,
      content: types.map((type) => <TypeSection key={type.name} type={type} area={area} documented={documented} />),
    },
    {
      id: 'enums',
      title: 'Enums',
      count: enums.length,
      content: enums.map((type) => <TypeSection key={type.name} type={type} area={area} documented={documented} />),
    },
  ];
  return (
    <>
      {groups
        .filter((group) => group.count > 0)
        .map((group) => (
          <Box component="section" key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} sx={{ mt: 6 }}>
            <Typography id={`${group.id}-heading`} variant="h4" component="h2" sx={{ mb: 1 }}>
              {group.title}
            </Typography>
            {group.content}
          </Box>
        ))}
    </>
  );
}
