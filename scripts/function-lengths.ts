/**
 * Prints the longest functions of the source tree (tests left out), longest first, as
 * "lines  file:line  name": convention 13 asks for functions that read in one screen (about 80
 * lines). `npm run function-lengths -- 20` prints 20 rows (default 10).
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const roots = ["apps/api/src", "apps/web/src", "packages"];
const rows: { lines: number; where: string; name: string }[] = [];

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : walk(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [full] : [];
  });
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return "(anonymous)";
}

for (const file of roots.flatMap(walk)) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      rows.push({ lines: end - start + 1, where: `${file}:${start + 1}`, name: nameOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
const count = Number(process.argv[2] ?? 10);
for (const row of rows.sort((a, b) => b.lines - a.lines).slice(0, count)) {
  console.log(`${String(row.lines).padStart(5)}  ${row.where}  ${row.name}`);
}
