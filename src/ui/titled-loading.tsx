import { useDocumentTitle } from '../shared/use-document-title';
import { Loading } from './loading';

/**
 * A list page while what it stands on (the session, the customer, the property options) is on its way: the page's
 * title already set, so a screen reader and the browser's tab say where the resident is, and the loading sentence.
 */
export function TitledLoading({ title }: { title: string }) {
  useDocumentTitle(title);
  return <Loading />;
}
