import { Argument, Command, Option } from 'commander';

// `completion bash|zsh|fish`: a script generated from the command tree itself, so a new command or
// option completes without anyone editing the scripts. Cluster names complete from `clusters list`.

const BIN = 'sovereign-k8s';

/** One command of the tree: its path from the root (`clusters create`), subcommands and options. */
type Node = {
  path: string;
  description: string;
  subcommands: readonly Command[];
  options: readonly Option[];
  takesCluster: boolean;
  choices: string[];
};

function nodes(program: Command): Node[] {
  const all: Node[] = [];
  const visit = (command: Command, path: string) => {
    const builtIn = [
      new Option('-h, --help', 'show help'),
      ...(command === program ? [new Option('-V, --version', 'print the version')] : []),
    ];
    const options = [...command.options, ...builtIn].filter((o) => !o.hidden);
    const [first] = command.registeredArguments;
    const takesCluster = Boolean(first && /^the cluster/.test(first.description));
    all.push({
      path,
      description: command.description(),
      subcommands: command.commands,
      options,
      takesCluster,
      choices: first?.argChoices ?? [],
    });
    for (const sub of command.commands) visit(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  visit(program, '');
  return all;
}

const words = (node: Node) => [
  ...node.choices,
  ...node.subcommands.map((c) => c.name()),
  ...node.options.flatMap((o) => [o.long, o.short]).filter((f): f is string => Boolean(f)),
];
const valueFlags = (all: Node[]) =>
  [
    ...new Set(
      all.flatMap((n) =>
        n.options
          .filter((o) => o.required || o.optional)
          .flatMap((o) => [o.long, o.short])
          .filter(Boolean),
      ),
    ),
  ] as string[];
const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;
/** The `case` pattern of an option's value: the global options' (the root's) are taken after any command. */
const choiceKey = (node: Node, flag: string) => (node.path ? quote(`${node.path}|${flag}`) : `*${quote(`|${flag}`)}`);
const clusterNames = `${BIN} clusters list 2>/dev/null | awk 'NR > 1 { print $1 }'`;
const listClusters = `command -v ${BIN} >/dev/null && ${clusterNames}`;

function bash(all: Node[]): string {
  const fn = '_sovereign_k8s';
  return `# bash completion for ${BIN}: source <(${BIN} completion bash)
${fn}_words() {
  case "$1" in
${all.map((n) => `    ${quote(n.path)}) echo ${quote(words(n).join(' '))} ;;`).join('\n')}
  esac
}
${fn}_choices() {
  case "$1|$2" in
${all.flatMap((n) => n.options.filter((o) => o.argChoices).flatMap((o) => [o.long, o.short].filter(Boolean).map((f) => `    ${choiceKey(n, f as string)}) echo ${quote((o.argChoices ?? []).join(' '))} ;;`))).join('\n')}
  esac
}
${fn}_takes_cluster() {
  case "$1" in
${all
  .filter((n) => n.takesCluster)
  .map((n) => `    ${quote(n.path)}) return 0 ;;`)
  .join('\n')}
  esac
  return 1
}
${fn}() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" path="" args=0 word i
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$word" in
      ${valueFlags(all).join('|')}) ((i++)); continue ;;
      -*) continue ;;
    esac
    if [[ -n "$(${fn}_words "\${path:+$path }$word")" ]] && [[ $args -eq 0 ]]; then path="\${path:+$path }$word"; else ((args++)); fi
  done
  case "$prev" in
    ${valueFlags(all).join('|')}) COMPREPLY=($(compgen -W "$(${fn}_choices "$path" "$prev")" -- "$cur")); return ;;
  esac
  if [[ "$cur" != -* && $args -eq 0 ]] && ${fn}_takes_cluster "$path"; then
    COMPREPLY=($(compgen -W "$(${listClusters})" -- "$cur")); return
  fi
  COMPREPLY=($(compgen -W "$(${fn}_words "$path")" -- "$cur"))
}
complete -o default -F ${fn} ${BIN}
`;
}

function zsh(all: Node[]): string {
  const fn = '_sovereign_k8s';
  const described = (n: Node) => [
    ...n.choices.map((choice) => `${choice}:${choice}`),
    ...n.subcommands.map((c) => `${c.name()}:${c.description().replaceAll(':', '\\:')}`),
    ...n.options.flatMap((o) =>
      [o.long, o.short].filter(Boolean).map((f) => `${f}:${o.description.replaceAll(':', '\\:')}`),
    ),
  ];
  return `#compdef ${BIN}
# zsh completion for ${BIN}: ${BIN} completion zsh > "\${fpath[1]}/_${BIN}" (or source <(${BIN} completion zsh))
${fn}() {
  local path_="" word choices i args=0
  local -a candidates
  for ((i = 2; i < CURRENT; i++)); do
    word="\${words[i]}"
    case "$word" in
      ${valueFlags(all).join('|')}) ((i++)); continue ;;
      -*) continue ;;
    esac
    if (( args == 0 )) && ${fn}_is_command "\${path_:+$path_ }$word"; then path_="\${path_:+$path_ }$word"; else ((args++)); fi
  done
  case "\${path_}|\${words[CURRENT-1]}" in
${all.flatMap((n) => n.options.filter((o) => o.argChoices).flatMap((o) => [o.long, o.short].filter(Boolean).map((f) => `    ${choiceKey(n, f as string)}) compadd -- ${(o.argChoices ?? []).map(quote).join(' ')}; return ;;`))).join('\n')}
  esac
  case "\${words[CURRENT-1]}" in
    ${valueFlags(all).join('|')}) _files; return ;;
  esac
  if [[ "\${words[CURRENT]}" != -* ]] && (( args == 0 )); then
    case "$path_" in
${all
  .filter((n) => n.takesCluster)
  .map((n) => `      ${quote(n.path)}) compadd -- \${(f)"$(${listClusters})"}; return ;;`)
  .join('\n')}
    esac
  fi
  case "$path_" in
${all.map((n) => `    ${quote(n.path)}) candidates=(${described(n).map(quote).join(' ')}) ;;`).join('\n')}
  esac
  _describe -t commands '${BIN}' candidates
}
${fn}_is_command() {
  case "$1" in
    ${all
      .filter((n) => n.path)
      .map((n) => quote(n.path))
      .join('|')}) return 0 ;;
  esac
  return 1
}
if [[ "\${zsh_eval_context[-1]}" == loadautofunc ]]; then ${fn} "$@"; else compdef ${fn} ${BIN}; fi
`;
}

function fish(all: Node[]): string {
  const fn = '__sovereign_k8s_path';
  const at = (n: Node) => `'test (${fn}) = ${quote(`${BIN}${n.path ? ` ${n.path}` : ''}`).replaceAll("'", '"')}'`;
  const lines = [
    `# fish completion for ${BIN}: ${BIN} completion fish > ~/.config/fish/completions/${BIN}.fish`,
    `function ${fn}`,
    `    set -l path ${BIN}`,
    '    set -l skip 0',
    '    for word in (commandline -opc)[2..-1]',
    '        if test $skip = 1',
    '            set skip 0',
    '            continue',
    '        end',
    `        if contains -- $word ${valueFlags(all).join(' ')}`,
    '            set skip 1',
    '            continue',
    '        end',
    "        string match -q -- '-*' $word; and continue",
    `        if contains -- "$path $word" ${all
      .filter((n) => n.path)
      .map((n) => quote(`${BIN} ${n.path}`))
      .join(' ')}`,
    '            set path "$path $word"',
    '        else',
    '            contains -- --arguments $argv; and set path "$path (argument)"',
    '            break',
    '        end',
    '    end',
    '    echo $path',
    'end',
    `complete -c ${BIN} -f`,
  ];
  for (const n of all) {
    for (const sub of n.subcommands)
      lines.push(`complete -c ${BIN} -n ${at(n)} -a ${quote(sub.name())} -d ${quote(sub.description())}`);
    for (const o of n.options) {
      const flags = [o.long ? `-l ${o.long.slice(2)}` : '', o.short ? `-s ${o.short.slice(1)}` : '']
        .filter(Boolean)
        .join(' ');
      const value = o.argChoices ? ` -x -a ${quote(o.argChoices.join(' '))}` : o.required || o.optional ? ' -r' : '';
      lines.push(`complete -c ${BIN} -n ${at(n)} ${flags}${value} -d ${quote(o.description)}`);
    }
    for (const choice of n.choices) lines.push(`complete -c ${BIN} -n ${at(n)} -a ${quote(choice)}`);
    const beforeArguments = `'test (${fn} --arguments) = ${quote(`${BIN} ${n.path}`).replaceAll("'", '"')}'`;
    if (n.takesCluster)
      lines.push(
        `complete -c ${BIN} -n ${beforeArguments} -a '(command -q ${BIN}; and ${clusterNames.replaceAll("'", "\\'")})' -d cluster`,
      );
  }
  return `${lines.join('\n')}\n`;
}

/** `completion bash|zsh|fish`: prints the completion script for that shell. */
export function completionCommand(program: Command): Command {
  return new Command('completion')
    .description('Print a shell completion script: source <(sovereign-k8s completion bash)')
    .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices(['bash', 'zsh', 'fish']))
    .action((shell: 'bash' | 'zsh' | 'fish') => {
      process.stdout.write({ bash, zsh, fish }[shell](nodes(program)));
    });
}
