import * as migration_20261121_115721_initial from './20261121_115721_initial';

export const migrations = [
  {
    up: migration_20261121_115721_initial.up,
    down: migration_20261121_115721_initial.down,
    name: '20261121_115721_initial'
  },
];
