import { Link } from 'react-router';

/** A way on as a line of its own ("Go to your inbox"): a GOV.UK link in a body paragraph. */
export function LinkParagraph({ to, text }: { to: string; text: string }) {
  return (
    <p className="body">
      <Link className="link" to={to}>
        {text}
      </Link>
    </p>
  );
}
