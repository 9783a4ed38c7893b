// Moved to components/ui (shared with the partner's integrations page, issue 47); kept so the screens need no change.
export { LoadError } from '../../../components/ui/load-error';
