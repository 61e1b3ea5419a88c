// An email address inside a sentence, kept whole: when it does not fit at the end of a line it
// moves to the next line whole (a hyphen in it is no place to break it), and only an address
// longer than a whole line breaks.
export function EmailAddress({ email }: { email: string }) {
  return <span className="inline-block max-w-full wrap-break-word">{email}</span>;
}
