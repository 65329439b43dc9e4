import journal from './meta/_journal.json';
import m0000 from './0000_khatm_object.sql';
import m0001 from './0001_khatm_division.sql';

  export default {
    journal,
    migrations: {
      m0000,
m0001
    }
  }
  