import { join } from 'node:path';
import { describeAreaPages } from '@app/ui/testing';
import { exposes } from '../exposes.mjs';

describeAreaPages({
  area: 'account',
  areaDir: join(__dirname, '..'),
  exposes,
  load: (page) => import(`../src/pages/${page}.tsx`),
});
