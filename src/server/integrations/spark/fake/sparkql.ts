import { FEATURE_GROUP_FIELDS, SPARK_MASK } from '../fields';

/**
 * A parser and evaluator for the subset of SparkQL (Spark's `_filter` language,
 * contracts/external-apis.md section 1.4) that the offline Spark server answers:
 *
 *   expression := or
 *   or         := and ('Or' and)*               -- And binds tighter than Or
 *   and        := unary (('And' | 'Not') unary)* -- a binary 'Not' means "And Not"
 *   unary      := 'Not' unary | '(' or ')' | condition
 *   condition  := field op value (',' value)*   -- a list means any-of (Eq) / none-of (Ne)
 *   op         := Eq | Ne | Gt | Ge | Lt | Le | Bt
 *   value      := 'string' | number | date | datetime | time | true | false | NULL
 *               | contains('x') | startswith('x') | endswith('x') | days(n) | now()
 *
 * Keywords and operators are case-sensitive, as in the vendor's grammar. Conditions on fields
 * the feed does not know are dropped silently (the vendor's parser does the same), so they
 * neither narrow nor widen the result. Values are compared the way Spark treats its loosely
 * typed feed: numbers that arrive as strings, timestamps as instants, case-insensitive text,
 * and masked ("********") or null values that match nothing but `Eq NULL`.
 */

export type SparkQLOperator = 'Eq' | 'Ne' | 'Gt' | 'Ge' | 'Lt' | 'Le' | 'Bt';

export type SparkQLLiteral =
  | {
      type: 'string';
      value: string;
      /** set when the value holds unescaped `*` */ wildcard: RegExp | null;
    }
  | { type: 'number'; value: number }
  | { type: 'date'; value: string } // YYYY-MM-DD
  | { type: 'datetime'; value: number; text: string } // epoch ms
  | { type: 'time'; value: string }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' }
  | { type: 'function'; name: 'contains' | 'startswith' | 'endswith'; value: string };

export type SparkQLNode =
  | { type: 'condition'; field: string; op: SparkQLOperator; values: SparkQLLiteral[] }
  | { type: 'and'; children: SparkQLNode[] }
  | { type: 'or'; children: SparkQLNode[] }
  | { type: 'not'; child: SparkQLNode };

/** One entry of the vendor's `SparkQLErrors` array. */
export type SparkQLErrorEntry = {
  Token: string;
  /** Character offset of the token in the filter text. */
  TokenIndex: number;
  Status: 'Fatal';
  Message: string;
};

export class SparkQLError extends Error {
  constructor(public readonly errors: SparkQLErrorEntry[]) {
    super(errors.map((e) => e.Message).join('; '));
    this.name = 'SparkQLError';
  }
}

export type ParseOptions = {
  /** Whether the feed knows a field; conditions on unknown fields are dropped. */
  isKnownField?: (name: string) => boolean;
};

/**
 * StandardFields the offline feed knows: the names of section 1.6 of the contract, the
 * fields of fields.ts and the feature-group fields.
 */
export const KNOWN_SPARK_FIELDS: ReadonlySet<string> = new Set([
  ...`ListingKey ListingId MlsId MlsStatus StandardStatus ListPrice OriginalListPrice ClosePrice
  CloseDate PropertyType PropertySubType StreetNumber StreetDirPrefix StreetName StreetSuffix
  StreetDirSuffix StreetAdditionalInfo UnparsedFirstLineAddress UnparsedAddress City
  StateOrProvince PostalCode CountyOrParish SubdivisionName MLSAreaMinor Latitude Longitude
  BedsTotal BathsTotal BathsFull BathsHalf BathsThreeQuarter BuildingAreaTotal LivingArea
  LotSizeAcres LotSizeSquareFeet LotSizeArea YearBuilt Stories RoomsTotal ParkingTotal
  GarageSpaces PublicRemarks PrivateRemarks ShowingInstructions BuyerAgencyCompensation
  Directions SyndicationRemarks OnMarketDate DaysOnMarket CumulativeDaysOnMarket
  ModificationTimestamp ListingUpdateTimestamp OriginalEntryTimestamp StatusChangeTimestamp
  PriceChangeTimestamp PhotosChangeTimestamp PhotosCount VideosCount VirtualToursCount
  ListAgentId ListAgentName ListAgentFirstName ListAgentLastName ListAgentEmail
  ListAgentPreferredPhone ListAgentPreferredPhoneExt ListAgentURL ListOfficeId ListOfficeName
  ListOfficePhone ListOfficePhoneExt ListOfficeEmail ListOfficeURL
  InternetEntireListingDisplayYN InternetAddressDisplayYN AuctionYN HorseYN AssociationYN
  AssociationFee AssociationName AssociationFeeIncludes TaxAnnualAmount TaxYear ParcelNumber
  LegalDescription PublicSurveyTownship PublicSurveyRange PublicSurveySection
  HighSchoolDistrict ElementarySchool MiddleOrJuniorSchool HighSchool PropertyCondition
  AgeRange InternetTypes Electric`.split(/\s+/),
  ...Object.values(FEATURE_GROUP_FIELDS),
]);

// ---------------------------------------------------------------------------------------------
// Tokenizer

type TokenKind =
  | 'ident'
  | 'string'
  | 'quotedName' // "Group Name" of a custom field
  | 'number'
  | 'date'
  | 'datetime'
  | 'time'
  | '('
  | ')'
  | ','
  | '.'
  | 'end';

type Token = {
  kind: TokenKind;
  text: string;
  index: number;
  /** For strings: the unescaped value, and its pieces split at unescaped `*`. */
  value?: string;
  pieces?: string[];
};

const LEXEMES: Array<[TokenKind, RegExp]> = [
  [
    'datetime',
    /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?(?![\w:.])/y,
  ],
  ['date', /\d{4}-\d{2}-\d{2}(?![\w:.-])/y],
  ['time', /\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?![\w:.])/y],
  ['number', /-?(?:\d+(?:\.\d+)?|\.\d+)(?![\w.])/y],
  ['ident', /[A-Za-z_][A-Za-z0-9_]*/y],
];

function fail(token: { text: string; index: number }, message: string): never {
  throw new SparkQLError([
    { Token: token.text, TokenIndex: token.index, Status: 'Fatal', Message: message },
  ]);
}

/** Reads a quoted string starting at `start` (the opening quote); backslash escapes any char. */
function readQuoted(source: string, start: number, quote: string): Token {
  const pieces: string[] = [];
  let piece = '';
  let i = start + 1;
  while (i < source.length && source[i] !== quote) {
    if (source[i] === '\\' && i + 1 < source.length) {
      piece += source[i + 1]; // an escaped `*` is a plain asterisk, not a wildcard
      i += 2;
    } else if (source[i] === '*') {
      pieces.push(piece);
      piece = '';
      i += 1;
    } else {
      piece += source[i];
      i += 1;
    }
  }
  if (i >= source.length) fail({ text: source.slice(start), index: start }, 'Unterminated string');
  pieces.push(piece);
  return {
    kind: quote === "'" ? 'string' : 'quotedName',
    text: source.slice(start, i + 1),
    index: start,
    value: pieces.join('*'),
    pieces,
  };
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const token = readQuoted(source, i, ch);
      tokens.push(token);
      i += token.text.length;
      continue;
    }
    if (ch === '(' || ch === ')' || ch === ',' || ch === '.') {
      tokens.push({ kind: ch, text: ch, index: i });
      i += 1;
      continue;
    }
    const lexeme = matchLexeme(source, i);
    if (!lexeme) fail({ text: ch, index: i }, `Unexpected character '${ch}'`);
    tokens.push(lexeme);
    i += lexeme.text.length;
  }
  tokens.push({ kind: 'end', text: '', index: source.length });
  return tokens;
}

function matchLexeme(source: string, index: number): Token | null {
  for (const [kind, pattern] of LEXEMES) {
    pattern.lastIndex = index;
    const match = pattern.exec(source);
    if (match) return { kind, text: match[0], index };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Parser

const OPERATORS = new Set<string>(['Eq', 'Ne', 'Gt', 'Ge', 'Lt', 'Le', 'Bt']);
const STRING_FUNCTIONS = new Set<string>(['contains', 'startswith', 'endswith']);
const DAY_MS = 86_400_000;

/** Joins the surviving children of a conjunction; null when every child was dropped. */
function combine(type: 'and' | 'or', children: Array<SparkQLNode | null>): SparkQLNode | null {
  const kept = children.filter((c): c is SparkQLNode => c !== null);
  if (kept.length === 0) return null;
  if (kept.length === 1) return kept[0]!;
  return { type, children: kept };
}

class Parser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly isKnownField: (name: string) => boolean,
  ) {}

  parse(): SparkQLNode {
    if (this.peek().kind === 'end') return { type: 'and', children: [] };
    const node = this.parseOr();
    const next = this.peek();
    if (next.kind !== 'end') fail(next, `Unexpected '${next.text}' after a complete expression`);
    // Every condition named an unknown field: nothing narrows the search.
    return node ?? { type: 'and', children: [] };
  }

  private peek(): Token {
    return this.tokens[this.position]!;
  }

  private next(): Token {
    const token = this.tokens[this.position]!;
    if (token.kind !== 'end') this.position += 1;
    return token;
  }

  private isWord(word: string): boolean {
    const token = this.peek();
    return token.kind === 'ident' && token.text === word;
  }

  private expect(kind: TokenKind, what: string): Token {
    const token = this.peek();
    if (token.kind !== kind) fail(token, `Expected ${what} but found '${token.text || 'end'}'`);
    return this.next();
  }

  private parseOr(): SparkQLNode | null {
    const children = [this.parseAnd()];
    while (this.isWord('Or')) {
      this.next();
      children.push(this.parseAnd());
    }
    return combine('or', children);
  }

  private parseAnd(): SparkQLNode | null {
    const children = [this.parseUnary()];
    while (this.isWord('And') || this.isWord('Not')) {
      const negate = this.next().text === 'Not';
      const operand = this.parseUnary();
      children.push(negate && operand ? { type: 'not', child: operand } : operand);
    }
    return combine('and', children);
  }

  private parseUnary(): SparkQLNode | null {
    if (this.isWord('Not')) {
      this.next();
      const operand = this.parseUnary();
      return operand && { type: 'not', child: operand };
    }
    if (this.peek().kind === '(') {
      this.next();
      const inner = this.parseOr();
      this.expect(')', "')'");
      return inner;
    }
    return this.parseCondition();
  }

  private parseCondition(): SparkQLNode | null {
    const field = this.parseField();
    const opToken = this.next();
    if (opToken.kind !== 'ident' || !OPERATORS.has(opToken.text)) {
      fail(opToken, `Expected an operator (Eq Ne Gt Ge Lt Le Bt) after ${field}`);
    }
    const op = opToken.text as SparkQLOperator;
    const values = [this.parseValue()];
    while (this.peek().kind === ',') {
      this.next();
      values.push(this.parseValue());
    }
    checkOperands(opToken, op, values);
    if (!this.isKnownField(field)) return null; // dropped silently, like the vendor's parser
    return { type: 'condition', field, op, values };
  }

  /** A StandardField name, or a custom field `"Group"."Field"` (never known to the feed). */
  private parseField(): string {
    const token = this.next();
    if (token.kind === 'ident') {
      if (OPERATORS.has(token.text) || ['And', 'Or', 'Not'].includes(token.text)) {
        fail(token, `Expected a field name but found '${token.text}'`);
      }
      return token.text;
    }
    if (token.kind === 'quotedName') {
      this.expect('.', "'.' between a custom field group and name");
      const name = this.expect('quotedName', 'a quoted custom field name');
      return `"${token.value}"."${name.value}"`;
    }
    return fail(token, `Expected a field name but found '${token.text || 'end'}'`);
  }

  private parseValue(): SparkQLLiteral {
    const token = this.next();
    switch (token.kind) {
      case 'string':
        return stringLiteral(token);
      case 'number':
        return { type: 'number', value: Number(token.text) };
      case 'date':
        if (Number.isNaN(Date.parse(token.text))) fail(token, `Invalid date '${token.text}'`);
        return { type: 'date', value: token.text };
      case 'datetime': {
        const ms = parseInstant(token.text);
        if (ms === null) fail(token, `Invalid datetime '${token.text}'`);
        return { type: 'datetime', value: ms, text: token.text };
      }
      case 'time':
        return { type: 'time', value: token.text };
      case 'ident':
        if (token.text === 'true' || token.text === 'false') {
          return { type: 'boolean', value: token.text === 'true' };
        }
        if (token.text === 'NULL') return { type: 'null' };
        if (this.peek().kind === '(') return this.parseFunction(token);
        return fail(token, `Unexpected '${token.text}' where a value was expected`);
      default:
        return fail(token, `Expected a value but found '${token.text || 'end'}'`);
    }
  }

  private parseFunction(name: Token): SparkQLLiteral {
    this.expect('(', "'('");
    const args: Token[] = [];
    while (this.peek().kind !== ')') {
      if (args.length > 0) this.expect(',', "',' between function arguments");
      const arg = this.next();
      if (!['string', 'number'].includes(arg.kind)) {
        fail(arg, `Expected a function argument but found '${arg.text || 'end'}'`);
      }
      args.push(arg);
    }
    this.next(); // ')'
    const fn = name.text;
    if (STRING_FUNCTIONS.has(fn)) {
      if (args.length !== 1 || args[0]!.kind !== 'string') {
        fail(name, `${fn}() takes one quoted string`);
      }
      return {
        type: 'function',
        name: fn as 'contains' | 'startswith' | 'endswith',
        value: args[0]!.value!,
      };
    }
    // Relative dates are resolved when parsed: one filter text is one moment.
    if (fn === 'now' && args.length === 0) {
      const now = Date.now();
      return { type: 'datetime', value: now, text: new Date(now).toISOString() };
    }
    if (fn === 'days' && args.length === 1 && args[0]!.kind === 'number') {
      const at = Date.now() + Number(args[0]!.text) * DAY_MS;
      return { type: 'datetime', value: at, text: new Date(at).toISOString() };
    }
    return fail(name, `Unsupported function ${fn}()`);
  }
}

function stringLiteral(token: Token): SparkQLLiteral {
  const pieces = token.pieces ?? [token.value ?? ''];
  const wildcard =
    pieces.length > 1
      ? new RegExp(
          `^${pieces.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`,
          'is',
        )
      : null;
  return { type: 'string', value: token.value ?? '', wildcard };
}

/** Operator/value combinations Spark refuses (vendor codes 1040 / 2000-range). */
function checkOperands(opToken: Token, op: SparkQLOperator, values: SparkQLLiteral[]): void {
  if (op === 'Bt') {
    if (values.length !== 2) fail(opToken, 'Bt takes exactly two values: low,high');
    if (values.some((v) => v.type === 'null' || v.type === 'function')) {
      fail(opToken, 'Bt takes a range of plain values');
    }
  }
  if (op !== 'Eq' && op !== 'Ne') {
    const bad = values.find((v) => v.type === 'null' || v.type === 'function');
    if (bad)
      fail(opToken, `${op} cannot compare with ${bad.type === 'null' ? 'NULL' : 'a function'}`);
    if (op !== 'Bt' && values.length > 1) fail(opToken, `${op} takes a single value`);
  }
}

/** Parses a `_filter` text; throws SparkQLError on a syntax error. Blank text matches all. */
export function parseSparkQL(text: string, options: ParseOptions = {}): SparkQLNode {
  const isKnownField = options.isKnownField ?? ((name: string) => KNOWN_SPARK_FIELDS.has(name));
  return new Parser(tokenize(text), isKnownField).parse();
}

// ---------------------------------------------------------------------------------------------
// Evaluator

/** An instant from an ISO date or datetime; a datetime without a zone is taken as UTC. */
export function parseInstant(text: string): number | null {
  const trimmed = text.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'); // -0700 -> -07:00
  if (!/^\d{4}-\d{2}-\d{2}/.test(trimmed)) return null;
  const hasZone = /(?:Z|[+-]\d{2}:\d{2})$/i.test(trimmed);
  const ms = Date.parse(trimmed.includes('T') && !hasZone ? `${trimmed}Z` : trimmed);
  return Number.isNaN(ms) ? null : ms;
}

/** A number from a number or a numeric string (' -111.3', '425000.0'); null otherwise. */
export function looseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return Number(text);
}

function looseBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', 'y', 'yes', '1'].includes(text)) return true;
  if (['false', 'n', 'no', '0'].includes(text)) return false;
  return null;
}

function isAbsent(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.includes(SPARK_MASK))
  );
}

/** -1/0/1, or null when the field value cannot be compared with the literal. */
function compareTo(value: unknown, literal: SparkQLLiteral): number | null {
  switch (literal.type) {
    case 'number': {
      const n = looseNumber(value);
      return n === null ? null : Math.sign(n - literal.value);
    }
    case 'datetime': {
      const ms = typeof value === 'string' ? parseInstant(value) : null;
      return ms === null ? null : Math.sign(ms - literal.value);
    }
    case 'date': {
      // A date compares with the day of a timestamp (UTC), not its instant.
      const ms = typeof value === 'string' ? parseInstant(value) : null;
      if (ms === null) return null;
      const day = new Date(ms).toISOString().slice(0, 10);
      return day === literal.value ? 0 : day < literal.value ? -1 : 1;
    }
    case 'boolean': {
      const b = looseBoolean(value);
      return b === null ? null : Number(b) - Number(literal.value);
    }
    case 'string':
    case 'time': {
      if (typeof value === 'object') return null;
      const a = String(value).trim().toLowerCase();
      const b = literal.value.trim().toLowerCase();
      return a === b ? 0 : a < b ? -1 : 1;
    }
    default:
      return null;
  }
}

/** Eq semantics for one literal: wildcards and string functions match text, case-insensitively. */
function equals(value: unknown, literal: SparkQLLiteral): boolean {
  // Multi-select feature fields ({"Barn": true}) equal any of their chosen values.
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).some(
      ([name, on]) => on === true && equals(name, literal),
    );
  }
  if (literal.type === 'function') {
    if (typeof value === 'object') return false;
    const text = String(value).toLowerCase();
    const needle = literal.value.toLowerCase();
    if (literal.name === 'contains') return text.includes(needle);
    if (literal.name === 'startswith') return text.trimStart().startsWith(needle);
    return text.trimEnd().endsWith(needle);
  }
  if (literal.type === 'string' && literal.wildcard) {
    return typeof value !== 'object' && literal.wildcard.test(String(value).trim());
  }
  return compareTo(value, literal) === 0;
}

function matchCondition(
  node: Extract<SparkQLNode, { type: 'condition' }>,
  fields: Record<string, unknown>,
): boolean {
  const value = fields[node.field];
  const { op, values } = node;
  if (values.some((v) => v.type === 'null')) {
    // NULL tests are the only ones an absent (null or masked) value can pass.
    const absent = isAbsent(value);
    const others = values.filter((v) => v.type !== 'null');
    if (op === 'Eq') return absent || others.some((v) => equals(value, v));
    return !absent && !others.some((v) => equals(value, v));
  }
  if (isAbsent(value)) return false;
  switch (op) {
    case 'Eq':
      return values.some((v) => equals(value, v));
    case 'Ne':
      return values.every((v) => !equals(value, v) && comparable(value, v));
    case 'Bt': {
      const low = compareTo(value, values[0]!);
      const high = compareTo(value, values[1]!);
      return low !== null && high !== null && low >= 0 && high <= 0;
    }
    default: {
      const c = compareTo(value, values[0]!);
      if (c === null) return false;
      return op === 'Gt' ? c > 0 : op === 'Ge' ? c >= 0 : op === 'Lt' ? c < 0 : c <= 0;
    }
  }
}

/** Ne only holds for values of the literal's kind (a non-numeric price is not "Ne 5"). */
function comparable(value: unknown, literal: SparkQLLiteral): boolean {
  if (literal.type === 'function' || literal.type === 'string') return true;
  if (typeof value === 'object') return false;
  return compareTo(value, literal) !== null;
}

/** Whether a listing's fields (its StandardFields) satisfy a parsed filter. */
export function evaluate(node: SparkQLNode, fields: Record<string, unknown>): boolean {
  switch (node.type) {
    case 'condition':
      return matchCondition(node, fields);
    case 'and':
      return node.children.every((child) => evaluate(child, fields));
    case 'or':
      return node.children.some((child) => evaluate(child, fields));
    case 'not':
      return !evaluate(node.child, fields);
  }
}
