import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The modules each module of a folder imports at run time (static and `import()`; not `import type`). */
export function importGraph(root: string): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
        files.push(full);
    }
  };
  walk(root);
  const resolve = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith('.')) return undefined;
    const base = path.resolve(path.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
    );
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const imported = new Set<string>();
    const visit = (node: ts.Node) => {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) specifier = node.moduleSpecifier;
      else if (ts.isExportDeclaration(node) && !node.isTypeOnly) specifier = node.moduleSpecifier;
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        specifier = node.arguments[0];
      if (specifier && ts.isStringLiteral(specifier)) {
        const target = resolve(file, specifier.text);
        if (target) imported.add(path.relative(root, target));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    graph.set(path.relative(root, file), [...imported]);
  }
  return graph;
}

/** The import circles of a graph: each set of modules that reach one another (Tarjan), sorted. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const connect = (module: string) => {
    index.set(module, next);
    low.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const target of graph.get(module) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(module, Math.min(low.get(module) as number, low.get(target) as number));
      } else if (onStack.has(target)) {
        low.set(module, Math.min(low.get(module) as number, index.get(target) as number));
      }
    }
    if (low.get(module) === index.get(module)) {
      const circle: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        circle.push(member);
      } while (member !== module);
      if (circle.length > 1 || (graph.get(module) ?? []).includes(module)) circles.push(circle.sort());
    }
  };
  for (const module of graph.keys()) if (!index.has(module)) connect(module);
  return circles;
}
