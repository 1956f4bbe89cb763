import { useNavigate } from 'react-router';
import { QuickUploadDialog } from './QuickUploadDialog';

/** /customer/{namespace}/quick-upload (SPEC section 2): the dialog over the page it was opened from. */
export function QuickUploadRoute() {
  const navigate = useNavigate();
  return <QuickUploadDialog open offerLibraryLink onClose={() => void navigate('..')} />;
}
