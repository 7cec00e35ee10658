import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, whatever the working directory the server was started from. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
export const cmsDir = path.join(projectRoot, 'cms')
export const dataDir = path.resolve(projectRoot, process.env.DATA_DIR ?? '.data')
export const frontendClientDir = path.join(projectRoot, 'frontend', 'dist', 'client')
