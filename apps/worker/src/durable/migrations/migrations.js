import journal from './meta/_journal.json';
import m0000 from './0000_init.sql';
import m0001 from './0001_listing_and_reports.sql';
import m0002 from './0002_issue_17_together.sql';
import m0003 from './0003_activity_events.sql';
import m0004 from './0004_locales.sql';
import m0005 from './0005_effects_outbox.sql';

  export default {
    journal,
    migrations: {
      m0000,
m0001,
m0002,
m0003,
m0004,
m0005
    }
  }
  