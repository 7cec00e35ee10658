/**
 * The Playwright projects' spec files, checked: every spec file of e2e/ runs in exactly one project, and every name
 * listed is a spec file there. A new spec in no project would silently never run, and one in two would run twice,
 * once beside the specs it was kept apart from.
 */
export const checkedSpecProjects = <Project extends string>(
  specFiles: readonly string[],
  projects: Record<Project, string[]>,
): Record<Project, string[]> => {
  const problems: string[] = []
  const owners = new Map<string, string[]>()
  for (const [project, files] of Object.entries<readonly string[]>(projects)) {
    for (const file of files) owners.set(file, [...(owners.get(file) ?? []), project])
  }
  for (const file of specFiles) {
    const found = owners.get(file) ?? []
    if (found.length === 0) problems.push(`e2e/${file} is in no project`)
    if (found.length > 1) problems.push(`e2e/${file} is in ${found.length} projects (${found.join(', ')})`)
  }
  for (const file of owners.keys()) {
    if (!specFiles.includes(file)) problems.push(`e2e/${file} is listed but is not a spec file of e2e/`)
  }
  if (problems.length > 0) {
    throw new Error(
      `Each spec file belongs to exactly one project in playwright.config.ts: ${problems.join('; ')}`,
    )
  }
  return projects
}
