/**
 * Removes the `target` class names @emotion/babel-plugin gives every styled component.
 *
 * They exist for component selectors (`${Card}:hover &`), which this site does not use. Emotion
 * adds the target to the class of every styled element: about 400 bytes of gzip on each page's
 * HTML, enough to push it past the 14.6 KB a first round trip carries. Without targets, a
 * component selector throws Emotion's "Component selectors can only be used in conjunction with
 * @emotion/babel-plugin" in development, so nobody relies on one by accident.
 *
 * Runs after @emotion/babel-plugin (registered from gatsby-node's onCreateBabelConfig): it removes
 * `target: "e…"` from the options object of a call to the styled base that plugin writes.
 */
const STYLED_BASE = '@emotion/styled/base';

module.exports = function noEmotionTargets({ types: t }) {
  /**
   * Whether a call's callee is the default import of @emotion/styled/base, which Emotion's plugin
   * writes into the program (so no scope binding may exist for it yet: the imports are read).
   */
  const callsStyledBase = (call) => {
    const callee = call.node.callee;
    if (!t.isIdentifier(callee)) return false;
    const program = call.findParent((parent) => parent.isProgram());
    return program.node.body.some(
      (statement) =>
        t.isImportDeclaration(statement) &&
        statement.source.value === STYLED_BASE &&
        statement.specifiers.some(
          (specifier) =>
            t.isImportDefaultSpecifier(specifier) && specifier.local.name === callee.name,
        ),
    );
  };

  return {
    name: 'no-emotion-targets',
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        const isTarget =
          !path.node.computed &&
          (t.isIdentifier(key, { name: 'target' }) ||
            t.isStringLiteral(key, { value: 'target' })) &&
          t.isStringLiteral(value);
        if (!isTarget) return;
        const call = path.findParent((parent) => parent.isCallExpression());
        if (call && call.node.arguments[1] && callsStyledBase(call)) path.remove();
      },
    },
  };
};
