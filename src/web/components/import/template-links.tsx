import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { templateUrl, type ImportKind } from './import-file.ts';
import { useImportTexts } from './import-texts.ts';

const LANGUAGES = [
  ['en', 'english'],
  ['de', 'german'],
] as const;

/** The empty templates to fill in: headers in English or German, as XLSX or CSV. */
export function TemplateLinks({ kind }: { kind: ImportKind }) {
  const it = useImportTexts();
  return (
    <Typography variant="body2" component="div">
      {it('templates')}:{' '}
      {LANGUAGES.map(([lang, name], i) => (
        <span key={lang}>
          {i > 0 && ' · '}
          {it(name)}{' '}
          {(['xlsx', 'csv'] as const).map((format) => (
            <Link
              key={format}
              href={templateUrl(kind, format, lang)}
              download
              sx={{ mr: 1 }}
              aria-label={`${it('templates')} ${it(name)} ${format.toUpperCase()}`}
            >
              {format.toUpperCase()}
            </Link>
          ))}
        </span>
      ))}
    </Typography>
  );
}
