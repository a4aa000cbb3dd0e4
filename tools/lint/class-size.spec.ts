import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The messaging module is split by job (docs/architecture.md): none of its classes has more than
 * {@link MAX_PUBLIC_METHODS} public methods, so a class that starts doing a second job shows up
 * here instead of growing into a facade again. Counted from the TypeScript syntax tree: methods
 * and accessors without `private`/`protected` (or a `#` name); the constructor is not a method.
 */

const MAX_PUBLIC_METHODS = 15;
const ROOT = process.cwd();
const MESSAGING = join(ROOT, 'src', 'modules', 'messaging');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Each class of `source` with its public method names. */
function publicMethods(file: string, source: string): { name: string; methods: string[] }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const classes: { name: string; methods: string[] }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isClassDeclaration(node)) {
      const methods = node.members
        .filter(
          (member) =>
            (ts.isMethodDeclaration(member) || ts.isAccessor(member)) &&
            !ts.isPrivateIdentifier(member.name) &&
            !(
              ts.getCombinedModifierFlags(member) &
              (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)
            ),
        )
        .map((member) => member.name!.getText(tree));
      classes.push({ name: node.name?.text ?? '(anonymous)', methods: [...new Set(methods)] });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return classes;
}

describe('class size in messaging', () => {
  it('counts public methods and accessors, not private, protected or # ones', () => {
    const classes = publicMethods(
      'sample.ts',
      `class Sample {
         constructor(private readonly a: number) {}
         find() {} async save() {} get size() { return 1; }
         private helper() {} protected hook() {} #secret() {} static create() {}
       }`,
    );
    expect(classes).toEqual([{ name: 'Sample', methods: ['find', 'save', 'size', 'create'] }]);
  });

  it(`has no class with more than ${MAX_PUBLIC_METHODS} public methods`, () => {
    const files = sources(MESSAGING);
    expect(files.length).toBeGreaterThan(10);
    const tooBig = files.flatMap((file) =>
      publicMethods(file, readFileSync(file, 'utf8'))
        .filter((found) => found.methods.length > MAX_PUBLIC_METHODS)
        .map((found) => `${relative(ROOT, file)} ${found.name}: ${found.methods.length}`),
    );
    expect(tooBig).toEqual([]);
  });
});
