import { data } from 'react-router';

/** Any other address: a real 404 status, rendered by the root error boundary. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
