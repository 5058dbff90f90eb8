// The first bytes of programs (docs/product.md, Documents): Windows (PE, `MZ`), Linux (ELF) and macOS (Mach-O
// 32 and 64 bit in both byte orders, universal binaries; CAFEBABE is a Java class file too).
const MAGIC: [kind: string, bytes: number[]][] = [
  ['a Windows program', [0x4d, 0x5a]],
  ['a Linux program', [0x7f, 0x45, 0x4c, 0x46]],
  ...[
    [0xfe, 0xed, 0xfa, 0xce],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xcf, 0xfa, 0xed, 0xfe],
    [0xca, 0xfe, 0xba, 0xbe],
    [0xbe, 0xba, 0xfe, 0xca],
    [0xca, 0xfe, 0xba, 0xbf],
    [0xbf, 0xba, 0xfe, 0xca],
  ].map((bytes): [string, number[]] => ['a macOS or Java program', bytes]),
];

// A text's byte order mark names its encoding; without one it is read as UTF-8.
const BOMS: [bytes: number[], encoding: string][] = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

// Markup a browser renders and runs scripts in: HTML, SVG, XML (XHTML, XSLT). Any text opening with a tag, or
// holding one of these anywhere.
const MARKUP = /^\s*<|<(?:!doctype\s+html|html|head|body|script|iframe|svg|\?xml)\b/i;
// A line that opens a script: shell, JavaScript and JScript, VBScript, batch, PowerShell.
const SCRIPT =
  /^\s*(?:#!|@echo\b|(?:var|let|const)\s+[\w$]+\s*=|function\s*[\w$]*\s*\(|import\s.+\sfrom\s|export\s+(?:default|function|const|class)\b|require\s*\(|['"]use strict['"]|\(\s*function\b|!function\b|(?:window|document|module|wscript)\.|set\s+\w+\s*=\s*createobject\b|on\s+error\s+resume\s+next\b|param\s*\()/im;

const starts = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);

/** The text a head holds, when it is text: no NUL or other control characters than tab and line breaks. */
function textOf(head: Uint8Array): string | undefined {
  const [bom, encoding] = BOMS.find(([bytes]) => starts(head, bytes)) ?? [[], 'utf-8'];
  const text = new TextDecoder(encoding).decode(head.subarray(bom.length, 64 * 1024));
  return /\p{Cc}/u.test(text.replace(/[\t\n\v\f\r]/g, '')) ? undefined : text;
}

/**
 * What kind of program or script a file's first bytes are (`a Windows program`, `a script`), whatever its name;
 * undefined for anything else.
 */
export function programKind(head: Uint8Array): string | undefined {
  const magic = MAGIC.find(([, bytes]) => starts(head, bytes));
  if (magic) return magic[0];
  const text = textOf(head);
  if (text === undefined) return undefined;
  if (MARKUP.test(text)) return 'a web page or image with scripts (HTML, SVG or XML)';
  if (SCRIPT.test(text)) return 'a script';
  return undefined;
}
