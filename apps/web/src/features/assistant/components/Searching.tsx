/** A turn still waiting for the server, said once by assistive technology (a status). */
export function Searching({ label }: { label: string }) {
  return (
    <p role="status" className="assistant-searching">
      <span className="spinner__circle" aria-hidden="true" />
      {label}
    </p>
  );
}
