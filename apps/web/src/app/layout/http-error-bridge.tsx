import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { setHttpErrorHandler } from '../../lib/api-client';
import { useDialogs } from '../../lib/dialogs';
import { storeHttpErrorBody } from '../../lib/http-errors';

/**
 * Gives the API client what it needs to carry out the §8 actions it resolves: navigation to the
 * status pages and the error dialog. Rendered once, in the layout.
 */
export function HttpErrorBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  const { showErrorDialog } = useDialogs();
  // The page the failing call came from: the terms page returns there after acceptance.
  const from = useRef('');
  useEffect(() => {
    from.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  useEffect(
    () =>
      setHttpErrorHandler((action) => {
        if (action.kind === 'navigate') {
          if ('storeBody' in action) storeHttpErrorBody(action.storeBody);
          void navigate(action.to, { state: { returnTo: from.current } });
        } else if (action.kind === 'error-dialog') {
          showErrorDialog(action.message);
        }
      }),
    [navigate, showErrorDialog],
  );
  return null;
}
