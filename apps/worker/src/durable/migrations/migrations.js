import journal from './meta/_journal.json';
import m0000 from './0000_khatm_object.sql';
import m0001 from './0001_khatm_division.sql';
import m0002 from './0002_counted_recitation.sql';
import m0003 from './0003_fewer_writes.sql';
import m0004 from './0004_co_organizers_finish_by_and_renaming.sql';
import m0005 from './0005_telegram_groups.sql';

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
  