/**
 * The legacy schema as the old server's Sequelize 6 `sync()` creates it on MySQL/MariaDB (the
 * statements its MySQL query generator emits), following LEGACY-DB.md: `id INTEGER auto_increment`,
 * STRING → VARCHAR(255), TEXT('long') → LONGTEXT, DOUBLE → DOUBLE PRECISION, DATEONLY → DATE,
 * `createdAt`/`updatedAt` DATETIME NOT NULL on models with timestamps, and `references` as FOREIGN KEYs
 * with the associations' ON DELETE CASCADE. Two tables are spelled in lower case, as a dump taken on
 * a case-insensitive server (Windows, macOS) has them.
 */
export const TABLE_NAMES = {
  bullgariSliders: 'bullgarisliders',
  kapodakia: 'kapodakia',
} as const;

const timestamps = '`createdAt` DATETIME NOT NULL, `updatedAt` DATETIME NOT NULL';

export const LEGACY_SCHEMA: string[] = [
  'CREATE TABLE IF NOT EXISTS `users` (`id` INTEGER NOT NULL auto_increment , `firstName` VARCHAR(255) NOT NULL, ' +
    '`lastName` VARCHAR(255) NOT NULL, `number` VARCHAR(255) NOT NULL, `email` VARCHAR(255) NOT NULL UNIQUE, ' +
    "`username` VARCHAR(255) NOT NULL UNIQUE, `password` VARCHAR(255) NOT NULL, `role` VARCHAR(255) DEFAULT 'user', " +
    'PRIMARY KEY (`id`)) ENGINE=InnoDB;',
  'CREATE TABLE IF NOT EXISTS `shtetet` (`id` INTEGER NOT NULL auto_increment , `emri` VARCHAR(255) NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB;',
  'CREATE TABLE IF NOT EXISTS `qytetet` (`id` INTEGER NOT NULL auto_increment , `emri` VARCHAR(255) NOT NULL, `shtetiId` INTEGER, ' +
    'PRIMARY KEY (`id`), FOREIGN KEY (`shtetiId`) REFERENCES `shtetet` (`id`) ON DELETE CASCADE ON UPDATE CASCADE) ENGINE=InnoDB;',
  'CREATE TABLE IF NOT EXISTS `airports` (`id` INTEGER NOT NULL auto_increment , `emri` VARCHAR(255) NOT NULL, ' +
    '`akronimi` VARCHAR(255) NOT NULL, `shtetiId` INTEGER, PRIMARY KEY (`id`), ' +
    'FOREIGN KEY (`shtetiId`) REFERENCES `shtetet` (`id`) ON DELETE CASCADE ON UPDATE CASCADE) ENGINE=InnoDB;',
  'CREATE TABLE IF NOT EXISTS `aranzhmanet` (`id` INTEGER auto_increment , `titulli` VARCHAR(255) NOT NULL, `shtetiId` INTEGER, ' +
    '`nrPersonave` INTEGER NOT NULL, `nrNeteve` INTEGER NOT NULL, `llojiDhomes` VARCHAR(255) NOT NULL, `sherbimi` VARCHAR(255) NOT NULL, ' +
    '`dataNisjes` DATE NOT NULL, `dataKthimit` DATE NOT NULL, `cmimi` DOUBLE PRECISION NOT NULL, `rating` INTEGER NOT NULL, ' +
    '`airportId` INTEGER, PRIMARY KEY (`id`), ' +
    'FOREIGN KEY (`shtetiId`) REFERENCES `shtetet` (`id`) ON DELETE CASCADE ON UPDATE CASCADE, ' +
    'FOREIGN KEY (`airportId`) REFERENCES `airports` (`id`) ON DELETE CASCADE ON UPDATE CASCADE) ENGINE=InnoDB;',
  'CREATE TABLE IF NOT EXISTS `travel_plans` (`id` INTEGER NOT NULL auto_increment , `nisja_nga` VARCHAR(255) NOT NULL, ' +
    '`destinimi_hoteli` VARCHAR(255) NOT NULL, `opsionet_neteve` VARCHAR(255) NOT NULL, `data` DATETIME, `udhetaret` INTEGER, ' +
    `${timestamps}, PRIMARY KEY (\`id\`)) ENGINE=InnoDB;`,
  ...['SliderHomes', 'GreqiSliders', TABLE_NAMES.bullgariSliders].map(
    (t) => `CREATE TABLE IF NOT EXISTS \`${t}\` (\`id\` INTEGER NOT NULL auto_increment , \`title\` VARCHAR(255) NOT NULL, ` +
      `\`imageBase64\` LONGTEXT NOT NULL, ${timestamps}, PRIMARY KEY (\`id\`)) ENGINE=InnoDB;`,
  ),
  ...['Hotels', 'Hurghadas', TABLE_NAMES.kapodakia].map(
    (t) => `CREATE TABLE IF NOT EXISTS \`${t}\` (\`id\` INTEGER NOT NULL auto_increment , \`name\` VARCHAR(255) NOT NULL, ` +
      `\`location\` VARCHAR(255) NOT NULL, \`rating\` VARCHAR(255), \`price\` VARCHAR(255), \`imageBase64\` LONGTEXT NOT NULL, ` +
      `${timestamps}, PRIMARY KEY (\`id\`)) ENGINE=InnoDB;`,
  ),
  'CREATE TABLE IF NOT EXISTS `RoomPrices` (`id` INTEGER NOT NULL auto_increment , `room_type` VARCHAR(255) NOT NULL, ' +
    `\`service\` VARCHAR(255) NOT NULL, \`price_1\` DECIMAL(10,2) NOT NULL, \`price_2\` DECIMAL(10,2) NOT NULL, ${timestamps}, ` +
    'PRIMARY KEY (`id`)) ENGINE=InnoDB;',
  'CREATE TABLE IF NOT EXISTS `Dubai_prices` (`id` INTEGER NOT NULL auto_increment , `nisja` VARCHAR(50) NOT NULL, ' +
    '`tipi_dhomes` VARCHAR(50) NOT NULL, `udhetimi` DECIMAL(10,2) NOT NULL, `cmimi` DECIMAL(10,2) NOT NULL, ' +
    `\`sherbimi\` VARCHAR(50) NOT NULL, ${timestamps}, PRIMARY KEY (\`id\`)) ENGINE=InnoDB;`,
  'CREATE TABLE IF NOT EXISTS `Maqedoni_prices` (`id` INTEGER NOT NULL auto_increment , `lloji_dhomes` VARCHAR(255) NOT NULL, ' +
    '`sherbimi` VARCHAR(255) NOT NULL, `gjat_sezones` DECIMAL(10,2) NOT NULL, `jasht_sezones` DECIMAL(10,2) NOT NULL, ' +
    `${timestamps}, PRIMARY KEY (\`id\`)) ENGINE=InnoDB;`,
  'CREATE TABLE IF NOT EXISTS `logs` (`id` INTEGER NOT NULL auto_increment , `userId` INTEGER, `action` VARCHAR(255) NOT NULL, ' +
    `\`details\` TEXT, ${timestamps}, PRIMARY KEY (\`id\`), ` +
    'FOREIGN KEY (`userId`) REFERENCES `users` (`id`) ON DELETE SET NULL ON UPDATE CASCADE) ENGINE=InnoDB;',
  'CREATE TABLE IF NOT EXISTS `ofertat` (`id` INTEGER NOT NULL auto_increment , `titulli` VARCHAR(255) NOT NULL, `shtetiId` INTEGER, ' +
    '`nrDiteve` INTEGER, `nrPersonave` INTEGER, `nrNeteve` INTEGER, `llojiDhomes` VARCHAR(255), `sherbimi` VARCHAR(255), ' +
    '`dataNisjes` DATE, `dataKthimit` DATE, `cmimi` DOUBLE PRECISION, PRIMARY KEY (`id`), ' +
    'FOREIGN KEY (`shtetiId`) REFERENCES `shtetet` (`id`) ON DELETE SET NULL ON UPDATE CASCADE) ENGINE=InnoDB;',
];
