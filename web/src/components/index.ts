// The app's shared components, hooks and formatters: what more than one screen uses.
export { CopyField } from './copy-field';
export { DataTable, type Column } from './data-table';
export { DetailRow } from './detail-row';
export { Empty } from './empty-state';
export { ErrorNote } from './error-note';
export { channelName, formatDate, fullName } from './format';
export {
  useFormDialog,
  useFormRequest,
  type FormDialog,
  type FormField,
  type FormRequest,
} from './form';
export { FormModal } from './form-modal';
export { Loading } from './loading';
export { PagedRows, PagedTable, Pager } from './paged-table';
export { PageHeader, usePageTitle } from './page-header';
export { PasswordField } from './password-field';
export { ScreenErrorBoundary } from './screen-error-boundary';
export { SectionCard } from './section-card';
export { StatTile } from './stat-tile';
export { StatusBadge } from './status-badge';
