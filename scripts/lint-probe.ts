import { ESLint } from 'eslint';

/**
 * ESLint as `npm run lint` runs it, for the lint rules' own tests: `rulesBroken(path, code, rule)` lints a file that
 * need not exist. A breaking case runs only the rule it is about, as eslint.config.js configures it: the other rules,
 * import-x/no-cycle above all, would follow the probe's imports through the app for nothing (decision 025). An
 * allowed case (no rule) runs them all.
 */
export function probeLinter() {
  let only: string | null = null;
  const eslint = new ESLint({ ruleFilter: ({ ruleId }) => only === null || ruleId === only });
  const rulesBroken = async (path: string, code: string, rule: string | null = null) => {
    only = rule;
    try {
      return (await eslint.lintText(code, { filePath: path }))[0]!.messages.map((m) => m.ruleId);
    } finally {
      only = null;
    }
  };
  return { eslint, rulesBroken };
}
