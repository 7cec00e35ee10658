import { Badge } from './badge'

/** An article's tags, as small labels; nothing when it has none. */
export const TagList = ({ tags, className = '' }: { tags: readonly string[]; className?: string }) =>
  tags.length > 0 ? (
    <ul aria-label="Tags" className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge>{tag}</Badge>
        </li>
      ))}
    </ul>
  ) : null
