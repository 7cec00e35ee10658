import * as migration_20261121_115721_initial from './20261121_115721_initial';
import * as migration_20261121_130420_jobs_and_email from './20261121_130420_jobs_and_email';
import * as migration_20261124_002742_city_pages_content from './20261124_002742_city_pages_content';
import * as migration_20261124_011813_lead_request_hash from './20261124_011813_lead_request_hash';
import * as migration_20261124_012900_rate_limits from './20261124_012900_rate_limits';
import * as migration_20261124_012915_users_without_payload_lock from './20261124_012915_users_without_payload_lock';
import * as migration_20261124_040500_service_icon_names from './20261124_040500_service_icon_names';
import * as migration_20261124_053752_workbench_schema from './20261124_053752_workbench_schema';
import * as migration_20261124_060000_site_content from './20261124_060000_site_content';
import * as migration_20261124_084326_contractor_trust_facts from './20261124_084326_contractor_trust_facts';
import * as migration_20261124_101119_cost_guide_service from './20261124_101119_cost_guide_service';
import * as migration_20261124_120950_contractor_portal from './20261124_120950_contractor_portal';
import * as migration_20261124_122211_lead_search from './20261124_122211_lead_search';
import * as migration_20261127_063754_email_jobs_to_pg_boss from './20261127_063754_email_jobs_to_pg_boss';
import * as migration_20261127_092535_marketplace_loop from './20261127_092535_marketplace_loop';
import * as migration_20261127_102343_fair_order from './20261127_102343_fair_order';
import * as migration_20261127_155513_earned_trust from './20261127_155513_earned_trust';
import * as migration_20261127_164529_measured_response from './20261127_164529_measured_response';

export const migrations = [
  {
    up: migration_20261121_115721_initial.up,
    down: migration_20261121_115721_initial.down,
    name: '20261121_115721_initial',
  },
  {
    up: migration_20261121_130420_jobs_and_email.up,
    down: migration_20261121_130420_jobs_and_email.down,
    name: '20261121_130420_jobs_and_email',
  },
  {
    up: migration_20261124_002742_city_pages_content.up,
    down: migration_20261124_002742_city_pages_content.down,
    name: '20261124_002742_city_pages_content',
  },
  {
    up: migration_20261124_011813_lead_request_hash.up,
    down: migration_20261124_011813_lead_request_hash.down,
    name: '20261124_011813_lead_request_hash',
  },
  {
    up: migration_20261124_012900_rate_limits.up,
    down: migration_20261124_012900_rate_limits.down,
    name: '20261124_012900_rate_limits',
  },
  {
    up: migration_20261124_012915_users_without_payload_lock.up,
    down: migration_20261124_012915_users_without_payload_lock.down,
    name: '20261124_012915_users_without_payload_lock',
  },
  {
    up: migration_20261124_040500_service_icon_names.up,
    down: migration_20261124_040500_service_icon_names.down,
    name: '20261124_040500_service_icon_names',
  },
  {
    up: migration_20261124_053752_workbench_schema.up,
    down: migration_20261124_053752_workbench_schema.down,
    name: '20261124_053752_workbench_schema',
  },
  {
    up: migration_20261124_060000_site_content.up,
    down: migration_20261124_060000_site_content.down,
    name: '20261124_060000_site_content',
  },
  {
    up: migration_20261124_084326_contractor_trust_facts.up,
    down: migration_20261124_084326_contractor_trust_facts.down,
    name: '20261124_084326_contractor_trust_facts',
  },
  {
    up: migration_20261124_101119_cost_guide_service.up,
    down: migration_20261124_101119_cost_guide_service.down,
    name: '20261124_101119_cost_guide_service',
  },
  {
    up: migration_20261124_120950_contractor_portal.up,
    down: migration_20261124_120950_contractor_portal.down,
    name: '20261124_120950_contractor_portal',
  },
  {
    up: migration_20261124_122211_lead_search.up,
    down: migration_20261124_122211_lead_search.down,
    name: '20261124_122211_lead_search',
  },
  {
    up: migration_20261127_063754_email_jobs_to_pg_boss.up,
    down: migration_20261127_063754_email_jobs_to_pg_boss.down,
    name: '20261127_063754_email_jobs_to_pg_boss',
  },
  {
    up: migration_20261127_092535_marketplace_loop.up,
    down: migration_20261127_092535_marketplace_loop.down,
    name: '20261127_092535_marketplace_loop',
  },
  {
    up: migration_20261127_102343_fair_order.up,
    down: migration_20261127_102343_fair_order.down,
    name: '20261127_102343_fair_order',
  },
  {
    up: migration_20261127_155513_earned_trust.up,
    down: migration_20261127_155513_earned_trust.down,
    name: '20261127_155513_earned_trust',
  },
  {
    up: migration_20261127_164529_measured_response.up,
    down: migration_20261127_164529_measured_response.down,
    name: '20261127_164529_measured_response'
  },
];
