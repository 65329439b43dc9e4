import journal from './meta/_journal.json';
import m0000 from './0000_init.sql';
import m0001 from './0001_goofy_anita_blake.sql';

  export default {
    journal,
    migrations: {
      m0000,
m0001
    }
  }
  