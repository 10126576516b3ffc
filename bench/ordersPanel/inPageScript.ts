/**
 * A module of in-page code as a classic script for `page.evaluate`: its source compiled here with the
 * types stripped and its exports made local, followed by `call`. Not `page.evaluate(fn)`: tsx wraps
 * named functions in a `__name` helper that does not exist in the page (bookPanel's probes do the same).
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export function inPageScript(file: string, call: string): string {
  const compiled = ts
    .transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    })
    .outputText.replace(/^export /gm, '');
  return `(() => {\n${compiled}\nreturn ${call};\n})()`;
}
