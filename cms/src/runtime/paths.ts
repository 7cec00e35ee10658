import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { loadConfiguration } from './config'

/**
 * The repository root, whatever the working directory the server was started from and wherever this module was
 * compiled to (cms/src/runtime/ under tsx, dist/ in the server build, .next/ in the panel's): the nearest folder
 * above this file that holds cms/package.json.
 */
const findProjectRoot = (from: string): string => {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'cms', 'package.json'))) return folder
    if (folder === path.dirname(folder)) throw new Error(`No folder above ${from} holds cms/package.json`)
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)))
export const cmsDir = path.join(projectRoot, 'cms')
export const dataDir = path.resolve(projectRoot, loadConfiguration().DATA_DIR)
export const frontendClientDir = path.join(projectRoot, 'frontend', 'dist', 'client')
