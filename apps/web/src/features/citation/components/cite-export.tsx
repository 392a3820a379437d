import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Dialog } from '../../../components/ui/dialog';
import './cite-export.css';
import type { CitationTarget } from '../api/citation';
import { citationUrl, useCitationText } from '../api/citation';
import { Icon } from '../../../components/ui/icon';

type Style = 'apa' | 'pn-iso-690';
const STYLES = { apa: 'CITE.APA', 'pn-iso-690': 'CITE.PN_ISO_690' } as const;
const FILES = [
  ['bibtex', 'CITE.BIBTEX'],
  ['ris', 'CITE.RIS'],
  ['csl-json', 'CITE.CSL_JSON'],
] as const;

function CiteDialog({ target, onClose }: { target: CitationTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const [style, setStyle] = useState<Style>('apa');
  const [copied, setCopied] = useState(false);
  const text = useCitationText(target, style);
  return (
    <Dialog
      title={t('CITE.TITLE')}
      onDismiss={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('CITE.CLOSE')}
        </button>
      }
    >
      <div className="cite">
        <fieldset className="cite__styles">
          <legend>{t('CITE.STYLE')}</legend>
          {(Object.keys(STYLES) as Style[]).map((value) => (
            <label key={value} className="cite__style">
              <input
                type="radio"
                name="cite-style"
                value={value}
                checked={style === value}
                onChange={() => {
                  setStyle(value);
                  setCopied(false);
                }}
              />
              {t(STYLES[value])}
            </label>
          ))}
        </fieldset>
        <label htmlFor="cite-reference" className="cite__label">
          {t('CITE.REFERENCE')}
        </label>
        <textarea
          id="cite-reference"
          className="cite__text"
          readOnly
          rows={6}
          value={text.isError ? t('CITE.LOAD_ERROR') : (text.data ?? t('COMMON.LOADING'))}
        />
        <p>
          <button
            type="button"
            className="button"
            disabled={!text.data}
            onClick={() => {
              if (text.data)
                void navigator.clipboard.writeText(text.data).then(() => setCopied(true));
            }}
          >
            {t('CITE.COPY')}
          </button>{' '}
          <span role="status">{copied ? t('CITE.COPIED') : ''}</span>
        </p>
        <h3 className="cite__heading">{t('CITE.DOWNLOAD')}</h3>
        <ul className="cite__files">
          {FILES.map(([format, label]) => (
            <li key={format}>
              <a href={citationUrl(target, format)} download>
                <Icon name="download" />
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}

/** "Cite / Export": a button opening a modal with formatted references and file downloads. */
export function CiteExport({ target }: { target: CitationTarget }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button cite-button" onClick={() => setOpen(true)}>
        {target.publicationId ? t('CITE.BUTTON') : t('CITE.BUTTON_ALL')}
      </button>
      {open ? <CiteDialog target={target} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
