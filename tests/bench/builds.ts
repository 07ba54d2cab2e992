import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A tree of the server the bench starts: the working tree, or a git worktree of a commit. */
export interface Build {
  /** 'before' or 'after': the side of the comparison it stands for. */
  readonly side: 'before' | 'after';
  readonly root: string;
  /** What the figures name it by: a short commit, or "working tree at <commit>". */
  readonly label: string;
}

const git = (args: string[], cwd = process.cwd()) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * Worktrees live outside the repository: inside it, `eslint .` (which ignores only its own list of folders) and any
 * tool walking the tree would take a second copy of the sources for the project's own.
 */
const WORKTREES = path.join(tmpdir(), 'vinarska-mapa-bench-worktrees');

/**
 * The tree of `ref`: a detached worktree of that commit, reused when it is already there at that commit, with this
 * tree's node_modules linked in when it pins the same libraries, else its own installed (the server runs with tsx from the
 * tree's own folder). `'working'` is this tree.
 */
export function resolveBuild(side: Build['side'], ref: string): Build {
  const here = process.cwd();
  if (ref === 'working') {
    const dirty = git(['status', '--porcelain', '--', 'src']).length > 0;
    return {
      side,
      root: here,
      label: `working tree at ${git(['rev-parse', '--short', 'HEAD'])}${dirty ? ' + uncommitted src changes' : ''}`,
    };
  }
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const root = path.join(WORKTREES, commit.slice(0, 12));
  mkdirSync(WORKTREES, { recursive: true });
  const current = existsSync(path.join(root, '.git')) ? tryGit(['rev-parse', 'HEAD'], root) : undefined;
  if (current === undefined) {
    // A folder left without its worktree record (or the record without its folder) is cleared before adding it again.
    git(['worktree', 'prune']);
    if (existsSync(root)) throw new Error(`${root} exists but is not a worktree of this repository: remove it`);
    git(['worktree', 'add', '--detach', root, commit]);
  } else if (current !== commit) {
    git(['checkout', '--quiet', '--detach', commit], root);
  }
  const modules = path.join(root, 'node_modules');
  const sameLibraries =
    git(['show', `${commit}:package-lock.json`]) === readFileSync('package-lock.json', 'utf8').trim();
  if (sameLibraries) {
    if (!existsSync(modules) && !isSymlink(modules)) symlinkSync(path.join(here, 'node_modules'), modules, 'dir');
  } else {
    // A commit with other libraries (one since removed, say) gets its own, as its package-lock.json pins them.
    if (isSymlink(modules)) rmSync(modules);
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  return { side, root, label: commit.slice(0, 7) };
}

function tryGit(args: string[], cwd: string): string | undefined {
  try {
    return git(args, cwd);
  } catch {
    return undefined;
  }
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
