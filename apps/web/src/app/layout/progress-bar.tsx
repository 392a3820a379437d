import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

/** On while a route navigation runs; off at its end, cancel or error (§2 "Shell"). */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="progress-bar" role="progressbar" aria-label={t('PROGRESS.LABEL')}>
      <div className="progress-bar__indicator" />
    </div>
  );
}
