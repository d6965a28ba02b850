// The lint gate run by npm test before the tests (npm run lint): typescript-eslint, the rules of hooks,
// no import circle, and the boundaries of DESIGN.md: a web feature imports only app/, gql/, test/ (its
// tests), the schema package and itself; a gateway module reaches another module only through its index.ts.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

const root = import.meta.dirname;
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const FEATURES = foldersIn('web/src/features');
const MODULES = foldersIn('gateway/src/modules');

/** Each web feature may import no other feature. */
const featureZones = FEATURES.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'A web feature imports only app/, gql/, the schema package and itself: move what features share to app/.',
}));

/** Each gateway module reaches another only through that module's index.ts. */
const moduleZones = MODULES.flatMap((module) =>
  MODULES.filter((other) => other !== module).map((other) => ({
    target: `./gateway/src/modules/${module}`,
    from: `./gateway/src/modules/${other}`,
    except: ['./index.ts'],
    message: `modules/${module} reaches modules/${other} only through its index.ts.`,
  })),
);

/** The JSX attributes whose words a person reads or hears, on any element (no-restricted-syntax below). */
const READ_ATTRIBUTES = '/^(aria-roledescription|aria-valuetext|aria-placeholder|aria-label|title|alt|placeholder)$/';

/**
 * Issue 31: no literal text in JSX. Mode 'jsx-only' checks every string in JSX, whether written as text, as a child
 * expression ({'More'}, {ok ? 'Yes' : 'No'}) or in an attribute that carries a person's text (label="Name",
 * label={'Name'}); 'should-validate-template' adds template literals ({`${n} of ${count}`}, title={`x`}). The text
 * attributes are named by pattern (label, actionLabel, confirmText, emptyMessage, aria-roledescription...); every
 * other attribute holds values, not text (className, id, name, size, color, variant, href, to, data-testid...).
 */
const JSX_TEXT_RULE = {
  mode: 'jsx-only',
  'should-validate-template': true,
  'jsx-attributes': {
    include: [
      '.*[Ll]abels?',
      '.*[Pp]laceholder',
      '.*[Tt]itle',
      '.*[Dd]escription',
      '.*[Mm]essage',
      '.*[Tt]ext',
      '.*[Hh]eading',
      '.*[Cc]aption',
      '.*[Tt]ooltip',
      '.*[Hh]int',
      '.*[Ss]ubtitle',
      '.*[Ee]rror',
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'aria-valuetext',
      'alt',
      'legend',
      'summary',
      'children',
    ],
  },
};

/** The attributes the plugin above checks, as one pattern (its list matches whole names). */
const TEXT_ATTRIBUTES = `/^(${JSX_TEXT_RULE['jsx-attributes'].include.join('|')})$/`;
const WORDS = '/[A-Za-z]{2}/';

/**
 * Where the plugin looks away, and text hides: JSX passed through an attribute that holds values, not text
 * (rightSection={<Loader label="Checking" />}: the plugin skips everything under such an attribute), and a component
 * held by an ALL-CAPS constant (const A = () => <div>Text</div>: the plugin skips every 'const A_B = ...' whole,
 * taking it for a constant, and has no option to stop). Inside them, the same checks as the plugin's.
 */
const SKIPPED = `:matches(JSXAttribute[name.name!=${TEXT_ATTRIBUTES}], VariableDeclarator[id.name=/^[A-Z_-]+$/])`;
const HIDDEN_JSX_TEXT = {
  selector: [
    `${SKIPPED} JSXText[value=${WORDS}]`,
    `${SKIPPED} JSXElement > JSXExpressionContainer > Literal[value=${WORDS}]`,
    `${SKIPPED} JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORDS}]`,
    `${SKIPPED} JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
    `${SKIPPED} JSXAttribute[name.name=${TEXT_ATTRIBUTES}][name.name!=${READ_ATTRIBUTES}] > Literal[value=${WORDS}]`,
    `${SKIPPED} JSXAttribute[name.name=${TEXT_ATTRIBUTES}][name.name!=${READ_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=${WORDS}]`,
    `${SKIPPED} JSXAttribute[name.name=${TEXT_ATTRIBUTES}][name.name!=${READ_ATTRIBUTES}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${WORDS}]`,
    `${SKIPPED} JSXAttribute[name.name=${TEXT_ATTRIBUTES}][name.name!=${READ_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
  ].join(', '),
  message: "Words a person reads or hears come from the catalog: t(NAMESPACE, 'key') (useT() in a component).",
};

/**
 * A text held in a module's constant and rendered as {TITLE} (const TITLE = 'Obituary'): a capitalised word or words
 * with spaces. Class names, routes, ids, MIME types, formats (MMMM D, YYYY), regexes and markup (an SVG icon's
 * `<svg viewBox=...>`) are not words of a sentence.
 */
const SENTENCE = '/^[A-Z][a-z]+\\b|[a-z]{2,}[,.!?]? [A-Za-z]{2}/';
const MARKUP = '/^\\s*</';
const TEXT_CONSTANT = {
  selector: [
    `:matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[id.name=/^[A-Z][A-Z0-9_]*$/] > Literal[value=${SENTENCE}][value!=${MARKUP}]`,
    `:matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[id.name=/^[A-Z][A-Z0-9_]*$/] > TemplateLiteral > TemplateElement[value.raw=${SENTENCE}][value.raw!=${MARKUP}]`,
  ].join(', '),
  message: "A text a person reads comes from the catalog, not a constant: t(NAMESPACE, 'key') where it is shown.",
};

/** Issue 31's syntax checks (no-restricted-syntax): catalog English read directly, DomainError texts, read attributes. */
const I18N_SYNTAX = [
  {
    selector:
      'MemberExpression[computed=false][object.name=/^([A-Z][A-Z0-9]*_)*(MESSAGES|TEXTS|LABELS|NOTICES|CONFIRMATIONS|STATUS|CONFLICT|CONFIRM)$/]',
    message: "A text of the catalog in the reader's language: t(NAMESPACE, 'key') (useT() in a component).",
  },
  // A DomainError's message reaches the client: new DomainError(code, message), DomainError.notFound(message)...,
  // and DomainError.invalid({ field: message }) take it from the catalog, not written in English here.
  {
    selector:
      "NewExpression[callee.name='DomainError'] > :matches(Literal[value=/./], TemplateLiteral).arguments:nth-child(2), CallExpression[callee.object.name='DomainError'][callee.property.name!='invalid'] > :matches(Literal[value=/./], TemplateLiteral).arguments:first-child, CallExpression[callee.object.name='DomainError'][callee.property.name='invalid'] > ObjectExpression > Property > :matches(Literal[value=/./], TemplateLiteral).value",
    message: "A DomainError's message in the reader's language: t(NAMESPACE, 'key'), not a literal text.",
  },
  // What a person reads or hears of any element, a plain HTML tag's included (the plugin above misses some):
  // title="...", aria-roledescription={'...'}, alt={`...`}, title={open ? '...' : '...'}. alt="" stays allowed, and so
  // does a mask of X's (XXX-XX-XXXX): a format, the same in every language.
  {
    selector: [
      `JSXAttribute[name.name=${READ_ATTRIBUTES}] > Literal[value=/[A-WYZa-z]/]`,
      `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=/[A-WYZa-z]/]`,
      `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-WYZa-z]/]`,
      `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-WYZa-z]/]`,
    ].join(', '),
    message: "Words a person reads or hears come from the catalog: t(NAMESPACE, 'key') (useT() in a component).",
  },
  HIDDEN_JSX_TEXT,
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      '**/dist-ssr/',
      '**/dist-bench/',
      '**/node_modules/',
      'web/src/gql/',
      'migrations/',
      '.data/',
      '.test-data/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['gateway/tsconfig.test.json', 'web/tsconfig.json', 'schema/tsconfig.json', 'web/e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...moduleZones] }],
      // Decorated classes and GraphQL resolvers take arguments they do not read (type-graphql's signatures).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // type-graphql and MikroORM are given classes as Function; the ORM's entity lists are Function[].
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read the JSON answers they assert on field by field, as a client would, without declaring each shape.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'web/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Issue 31: every text a person reads comes from the catalogs (schema/src, useT/t). No literal text in JSX (its
    // text and the attributes a person reads or hears), and no namespace's English read directly (MEMORY_MESSAGES.x)
    // where t(MEMORY_MESSAGES, 'x') gives it in the reader's language.
    files: ['web/src/**/*.{ts,tsx}', 'gateway/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'gateway/src/bench/**',
      'gateway/src/seed/**',
      // The integrator's documentation (the OpenAPI document and its page) is written in English.
      'gateway/src/rest/openapi.ts',
      'gateway/src/rest/docs.ts',
      'gateway/src/**/*.rest.docs.ts',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', JSX_TEXT_RULE],
      'no-restricted-syntax': ['error', ...I18N_SYNTAX],
    },
  },
  {
    // Issue 31, in the web app's components: no text kept in a constant to render it ({TITLE}).
    files: ['web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...I18N_SYNTAX, TEXT_CONSTANT] },
  },
  {
    // Pages a person can read: a function longer than a screen is split into the hooks and parts it holds.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'web/e2e/**', 'gateway/src/bench/**', 'bench/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
);
