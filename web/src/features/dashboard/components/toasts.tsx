// Moved to components/ui (shared with the partner's integrations page, issue 47); kept so the screens need no change.
export { Toasts as DashboardToasts, SUCCESS_TOAST_MS, useNotice, type NoticeState } from '../../../components/ui/toasts';
