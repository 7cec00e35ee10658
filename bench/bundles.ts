import { frontendClientDir } from '../cms/src/runtime/paths'
import { scriptSize, scriptsOf, type ScriptSize } from '../frontend/build/script-budget'

export type BundleSize = ScriptSize & { path: string }

/** The scripts each page loads, as its server-rendered HTML names them. */
export const measureBundles = async (
  baseUrl: string,
  pagePaths: readonly string[],
): Promise<BundleSize[]> => {
  const sizes: BundleSize[] = []
  for (const pagePath of pagePaths) {
    const html = await (await fetch(`${baseUrl}${pagePath}`)).text()
    sizes.push({ path: pagePath, ...(await scriptSize(frontendClientDir, scriptsOf(html))) })
  }
  return sizes
}
