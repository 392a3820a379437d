import { useTranslation } from 'react-i18next';

import { QueryState } from '../../../components/ui/query-state';
import { useDataSources } from '../api/get-data-sources';
import { RunHistory } from './run-history';
import { SourceCard } from './source-card';
import './data-sources.css';

/** Both registries (RAD-on, PBN), each with its card, then the run history (issue 42). */
export function DataSourcesPanel() {
  const { t } = useTranslation();
  const sources = useDataSources();
  return (
    <QueryState query={sources}>
      {(data) => (
        <>
          {data.items.map((source) => (
            <SourceCard key={source.source} source={source} />
          ))}
          {data.items.length > 0 ? (
            <RunHistory sources={data.items.map((source) => source.source)} />
          ) : (
            <p className="empty-state">{t('DATA_SOURCES.HISTORY_EMPTY')}</p>
          )}
        </>
      )}
    </QueryState>
  );
}
