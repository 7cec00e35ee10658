import * as migration_20261121_115721_initial from './20261121_115721_initial';
import * as migration_20261121_130420_jobs_and_email from './20261121_130420_jobs_and_email';

export const migrations = [
  {
    up: migration_20261121_115721_initial.up,
    down: migration_20261121_115721_initial.down,
    name: '20261121_115721_initial',
  },
  {
    up: migration_20261121_130420_jobs_and_email.up,
    down: migration_20261121_130420_jobs_and_email.down,
    name: '20261121_130420_jobs_and_email'
  },
];
