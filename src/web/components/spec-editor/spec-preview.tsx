import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { specLines } from '../../../shared/spec-lines.ts';
import { SpecFormSchema, type SpecFormValues } from './spec-form.ts';
import { useSpecTexts } from './i18n/texts.ts';

/**
 * The spec as each language's printshops read it, rendered by the renderer the offer page, the mails and the
 * order use (src/shared/spec-lines.ts). A lazy chunk: it carries the vocabulary of all three languages.
 */
export default function SpecPreview({ spec }: { spec: SpecFormValues }) {
  const st = useSpecTexts();
  const id = useId();
  const [language, setLanguage] = useState<Language>('en');
  const parsed = SpecFormSchema.safeParse(spec);
  return (
    <Paper variant="outlined" role="group" aria-labelledby={`${id}-title`} sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Typography id={`${id}-title`} variant="subtitle2" component="h4">
        {st('preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {st('previewHint')}
      </Typography>
      <Tabs value={language} onChange={(_, value: Language) => setLanguage(value)} aria-labelledby={`${id}-title`}>
        {LANGUAGES.map((l) => (
          <Tab
            key={l}
            value={l}
            label={st(`languages.${l}`)}
            // Three tabs side by side on a phone too: narrower than MUI's 90 px minimum each.
            sx={{ minWidth: 0, px: 1.5 }}
            lang={l}
            id={`${id}-tab-${l}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${language}`} lang={language}>
        {parsed.success ? (
          <dl style={{ margin: '12px 0 0' }}>
            {specLines(parsed.data, language).map((line, i) => (
              <Typography
                key={`${i}-${line.key}`}
                component="div"
                variant="body2"
                sx={{ display: 'flex', gap: 1, py: 0.25 }}
              >
                <Typography component="dt" variant="body2" sx={{ fontWeight: 600, minWidth: 120 }}>
                  {line.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {line.value}
                </Typography>
              </Typography>
            ))}
          </dl>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {st('previewIncomplete')}
          </Typography>
        )}
      </div>
    </Paper>
  );
}
