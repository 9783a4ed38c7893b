/** A text staff wrote in Albanian, with its English under it when there is one (issue 42). */
export function TwoLanguages({ sq, en }: { sq: string; en?: string | null }) {
  return (
    <span className="flex flex-col">
      <span>{sq}</span>
      {en && <span lang="en" className="text-xs text-slate-600">EN: {en}</span>}
    </span>
  );
}
