// Lint rules particular to Registrar, loaded by eslint.config.js.

/** Props and attributes whose value a person reads or hears. */
const USER_FACING_ATTRIBUTE =
  /^(label|hint|legend|title|heading|placeholder|alt|caption|summary|description|message|error|aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext)$|(Label|Hint|Legend|Title|Heading|Placeholder|Caption|Description|Message|Text)$/;
const HAS_LETTER = /\p{L}/u;

/**
 * The literal strings an expression can evaluate to directly (a literal, a template's fixed
 * parts, either side of a condition or fallback); a call such as t('key') is text looked up.
 */
function literalTexts(expression) {
  switch (expression.type) {
    case 'Literal':
      return typeof expression.value === 'string'
        ? [{ node: expression, text: expression.value }]
        : [];
    case 'TemplateLiteral':
      return expression.quasis.map((quasi) => ({ node: quasi, text: quasi.value.cooked ?? '' }));
    case 'ConditionalExpression':
      return [...literalTexts(expression.consequent), ...literalTexts(expression.alternate)];
    case 'LogicalExpression':
      return [...literalTexts(expression.left), ...literalTexts(expression.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return literalTexts(expression.expression);
    default:
      return [];
  }
}

const noLiteralText = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'User-facing text comes from the text catalogue, not from English written into a page.',
    },
    schema: [],
    messages: {
      jsxText:
        'Text "{{text}}" is written into the page: put it in the text catalogue and use t(key).',
      property:
        '"{{attribute}}" is English written into the page ("{{text}}"): put the text in the text catalogue and use t(key).',
      attribute:
        '"{{attribute}}" is written in English ("{{text}}"): put the text in the text catalogue and use t(key).',
    },
  },
  create(context) {
    const report = (node, messageId, text, attribute) => {
      if (!HAS_LETTER.test(text)) return;
      const shown = text.trim().replace(/\s+/g, ' ');
      context.report({
        node,
        messageId,
        data: { text: shown.length > 40 ? `${shown.slice(0, 40)}…` : shown, attribute },
      });
    };
    return {
      JSXText(node) {
        report(node, 'jsxText', node.value);
      },
      // {'Some words'} or {`Some words`} as a child is JSX text written another way.
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        if (node.expression.type === 'JSXEmptyExpression') return;
        for (const found of literalTexts(node.expression))
          report(found.node, 'jsxText', found.text);
      },
      // { label: 'Members' } in a list of options, or { label: 'Address' } handed to a hook.
      Property(node) {
        if (node.computed || node.parent.type !== 'ObjectExpression') return;
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (typeof name !== 'string' || !USER_FACING_ATTRIBUTE.test(name)) return;
        for (const found of literalTexts(node.value))
          report(found.node, 'property', found.text, name);
      },
      JSXAttribute(node) {
        if (node.value === null) return;
        const name =
          node.name.type === 'JSXNamespacedName'
            ? `${node.name.namespace.name}:${node.name.name.name}`
            : node.name.name;
        if (!USER_FACING_ATTRIBUTE.test(name)) return;
        const expression =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (expression.type === 'JSXEmptyExpression') return;
        for (const found of literalTexts(expression)) {
          report(found.node, 'attribute', found.text, name);
        }
      },
    };
  },
};

export const registrarPlugin = {
  meta: { name: 'registrar' },
  rules: { 'no-literal-text': noLiteralText },
};
