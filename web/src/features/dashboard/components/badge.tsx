// Moved to components/ui (shared with the partner's integrations page, issue 47); kept so the screens need no change.
export { Badge, type Tone } from '../../../components/ui/badge';
