/** An article's tags, as small labels; nothing when it has none. */
export const TagList = ({ tags, className = '' }: { tags: readonly string[]; className?: string }) =>
  tags.length > 0 ? (
    <ul aria-label="Tags" className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {tag}
        </li>
      ))}
    </ul>
  ) : null
