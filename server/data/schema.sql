-- The search database: what the data build writes and the service reads (docs/data-model.md explains each table).
-- Every table is rebuilt from scratch by `npm run data:build`; nothing here is edited by hand.

-- Facts about this build: schema_version ('4'), built_at (ISO time), data_kind ('real' | 'demo'),
-- completions_year (the academic year IPEDS completions count, '2023-24'), wage_year (the OEWS estimates' month,
-- 'May 2024'; '' without them), text_keys_version (how the job_title keys were made; the engine re-reads titles
-- made another way).
CREATE TABLE build_info (key TEXT PRIMARY KEY, value TEXT NOT NULL);

-- Provenance: one row per source file actually loaded, returned as Metadata.DataSource.
CREATE TABLE source (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,             -- 'hd', 'completions', 'cip', 'cipSoc', 'soc', 'zcta', 'geonames', 'etpl', 'icPy',
                                  -- 'icAy', 'ic', 'oews', 'onet'
  data_name TEXT NOT NULL,        -- DataName, e.g. 'IPEDS HD2024 institutional characteristics'
  publisher TEXT NOT NULL,        -- DataSourceName, e.g. 'U.S. Department of Education, NCES'
  url TEXT NOT NULL,              -- DataSourceUrl
  last_update TEXT NOT NULL,      -- DataLastUpdate
  vintage TEXT NOT NULL,          -- DataVintageOrVersion
  description TEXT NOT NULL,      -- DataDescription
  citation TEXT NOT NULL,         -- DataSourceCitation
  file_name TEXT NOT NULL,        -- the file(s) read, e.g. 'hd2024.csv'
  rows_read INTEGER NOT NULL,
  rows_kept INTEGER NOT NULL
);

CREATE TABLE state (
  abbr TEXT PRIMARY KEY,          -- 'TX'
  name TEXT NOT NULL,             -- 'Texas'
  fips INTEGER
);

-- Schools. IPEDS institutions keep their UNITID as id; ETPL campuses get ids from 10,000,000 up
-- (UNITIDs are 6 digits), derived from the provider and campus ids so they stay stable between builds.
CREATE TABLE institution (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL,           -- 'IPEDS' | 'ETPL'
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  state_abbr TEXT NOT NULL,
  zip TEXT NOT NULL,              -- 5 digits ('' when unknown)
  phone TEXT NOT NULL,            -- digits as published ('' when unknown)
  url TEXT NOT NULL,              -- as published, scheme not added ('' when unknown)
  latitude REAL,                  -- IPEDS coordinates, or the ZIP centroid for ETPL campuses; NULL when unknown
  longitude REAL,
  county TEXT NOT NULL,           -- 'Travis County, TX' (the Area facet value); '' when unknown
  region_code TEXT NOT NULL,      -- IPEDS OBEREG ('' for ETPL)
  region TEXT NOT NULL,           -- its label, e.g. 'Southwest (AZ, NM, OK, TX)'
  size_code INTEGER,              -- IPEDS INSTSIZE
  size_label TEXT NOT NULL,       -- e.g. '1,000 - 4,999' ('' when unknown)
  sector INTEGER,                 -- IPEDS SECTOR (an ETPL campus: its linked college's; NULL when none)
  control INTEGER,                -- 1 public, 2 private nonprofit, 3 private for-profit (IPEDS CONTROL; an ETPL
                                  -- campus: its linked college's, else the list's institution type); NULL unknown
  campus_name TEXT NOT NULL,      -- ETPL campus name ('Lubbock Center'); '' for IPEDS
  ipeds_id INTEGER,               -- the IPEDS UNITID this is, or the college an ETPL campus was linked to (0071)
  aid_url TEXT NOT NULL,          -- IPEDS FAIDURL, NPRICURL, APPLURL as published ('' when none)
  net_price_url TEXT NOT NULL,
  apply_url TEXT NOT NULL,
  institution_type TEXT NOT NULL, -- the ETPL's own words for the provider type; '' for IPEDS
  description TEXT NOT NULL       -- ETPL provider description; '' for IPEDS
);
CREATE INDEX institution_state ON institution(state_abbr);

CREATE TABLE cip (
  code TEXT PRIMARY KEY,          -- '51.3801' (2, 4 or 6 digit, dotted as NCES writes it)
  title TEXT NOT NULL,            -- without NCES's trailing period
  definition TEXT NOT NULL
);

CREATE TABLE soc (
  code TEXT PRIMARY KEY,          -- '29-1141'
  title TEXT NOT NULL,
  level TEXT NOT NULL,            -- 'Major' | 'Minor' | 'Broad' | 'Detailed'
  definition TEXT NOT NULL
);

-- NCES/BLS CIP 2020 -> SOC 2018 crosswalk (NO MATCH rows left out).
CREATE TABLE cip_soc (
  cip TEXT NOT NULL,
  soc TEXT NOT NULL,
  PRIMARY KEY (cip, soc)
) WITHOUT ROWID;
CREATE INDEX cip_soc_soc ON cip_soc(soc);

-- IPEDS award levels (AWLEVEL) with labels; ETPL programs are bucketed into the same codes by length.
CREATE TABLE award_level (
  code INTEGER PRIMARY KEY,       -- 20, 21, 2, 3, 4, 5, 6, 7, 8, 17, 18, 19
  label TEXT NOT NULL,            -- 'Award of less than 12 weeks', "Associate's degree", ...
  sort_order INTEGER NOT NULL     -- shortest first
);

-- Programs: one row per IPEDS C_A row (UNITID x 6-digit CIP x AWLEVEL) and per ETPL approved program.
CREATE TABLE program (
  id INTEGER PRIMARY KEY,         -- DetailId; stable for the same source rows
  source TEXT NOT NULL,           -- 'IPEDS' | 'ETPL'
  institution_id INTEGER NOT NULL REFERENCES institution(id),
  cip TEXT NOT NULL,              -- 6-digit dotted CIP; '' for an ETPL program with a blank code
  name TEXT NOT NULL,             -- ETPL program name; '' for IPEDS (the CIP title names it)
  award_level INTEGER NOT NULL REFERENCES award_level(code),
  credential TEXT NOT NULL,       -- ETPL credential name, '' for IPEDS (the award level says it)
  completions INTEGER,            -- IPEDS CTOTALT; NULL for ETPL
  formats TEXT NOT NULL,          -- '|'-joined subset of 'In-person', 'Online', 'Hybrid'; '' when not reported
  weeks REAL,                     -- the program's own length: ETPL weeks, or IC_PY weeks for a full-time student
  contact_hours REAL,             -- ETPL contact hours, or IC_PY clock hours
  cost_tuition REAL,              -- the program's own required cost: tuition & fees (USD) for the whole program, from
                                  -- the list or IC_PY
  cost_books REAL,                -- books & supplies (USD), the same way
  url TEXT NOT NULL,              -- ETPL program URL ('' for IPEDS)
  description TEXT NOT NULL,      -- ETPL program description ('' for IPEDS)
  -- ETPL details ('' / NULL for IPEDS, and where a list does not say)
  outcome TEXT NOT NULL,          -- 'Community college certificate of completion'
  credential_name TEXT NOT NULL,  -- 'Welding Technology Basic Processes Certificate'
  prerequisites TEXT NOT NULL,    -- 'High School Diploma or Equivalent'
  pell INTEGER,                   -- 1 Pell-eligible, 0 not, NULL not reported (or 'Pending')
  childcare INTEGER,              -- on-site childcare: 1 yes, 0 no, NULL not reported
  flexible_hours INTEGER,
  public_transit INTEGER,
  cost_optional REAL,             -- optional cost (USD); 0 as reported
  cost_tuition_note TEXT NOT NULL,  -- what the tuition & fees cover, in the list's words
  cost_books_note TEXT NOT NULL,
  cost_optional_note TEXT NOT NULL,
  cost_out_of_district REAL,      -- out-of-district tuition & fees (USD), NULL when none
  updated TEXT NOT NULL,          -- ISO date the list last updated the program ('' when unknown)
  -- The program's own figures from IPEDS IC_PY (decision 0170); NULL / '' elsewhere
  credit_hours REAL,              -- IC_PY length in credit hours
  months REAL,                    -- IC_PY average months to complete
  cost_year TEXT NOT NULL         -- academic year cost_tuition / cost_books are for ('2023-24'); '' when none
);
CREATE INDEX program_institution ON program(institution_id);
CREATE INDEX program_cip ON program(cip);

-- Occupations an ETPL program names itself (O*NET codes reduced to SOC: 31101400 -> '31-1014').
-- IPEDS programs (and ETPL programs that name none) lead to the occupations cip_soc links to their CIP.
CREATE TABLE program_soc (
  program_id INTEGER NOT NULL REFERENCES program(id),
  soc TEXT NOT NULL,
  PRIMARY KEY (program_id, soc)
) WITHOUT ROWID;

-- A year of full-time tuition and fees at a school (IPEDS IC_AY, decision 0170): not specific to a program. A
-- program without a price of its own shows its school's, for its study level; an ETPL campus linked to its college
-- (institution.ipeds_id) shows the college's.
CREATE TABLE school_year_cost (
  institution_id INTEGER NOT NULL,  -- the UNITID
  level TEXT NOT NULL,              -- 'undergraduate' | 'graduate'
  in_district REAL,                 -- tuition and fees (USD) for students from the college's district
  in_state REAL,
  out_of_state REAL,
  books REAL,                       -- books and supplies for a year (undergraduate only)
  year TEXT NOT NULL,               -- academic year, '2022-23'
  PRIMARY KEY (institution_id, level)
) WITHOUT ROWID;

-- Whether a school offers programs entirely by distance education (IPEDS IC, decision 0173): about the school, not
-- about which of its programs.
CREATE TABLE school_online (
  institution_id INTEGER NOT NULL,  -- the UNITID
  level TEXT NOT NULL,              -- 'undergraduate' | 'graduate'
  offer TEXT NOT NULL,              -- 'all' (every program), 'some' (at least one), 'none'
  PRIMARY KEY (institution_id, level)
) WITHOUT ROWID;

-- National pay by occupation (BLS OEWS, decision 0174), one row per SOC 2018 detailed occupation OEWS describes:
-- on its own, or through the aggregate or broad group OEWS publishes in its place (wage_code).
CREATE TABLE occupation_wage (
  soc TEXT PRIMARY KEY,             -- '29-1141'
  wage_code TEXT NOT NULL,          -- the OEWS row: soc itself, an OEWS aggregate ('21-1018') or the broad group
  wage_title TEXT NOT NULL,         -- its title
  employment INTEGER,               -- national employment, excluding the self-employed
  annual_median REAL,               -- USD a year; NULL when not published (occupations paid only by the hour)
  annual_p25 REAL,
  annual_p75 REAL,
  hourly_median REAL,               -- USD an hour; NULL when only annual wages are published
  top_coded TEXT NOT NULL           -- figures published as '#', at or above the top code ($239,200 a year, $115 an
                                    -- hour) and stored at it: comma-joined names ('annual_median,annual_p75'), or ''
) WITHOUT ROWID;

-- Words of ETPL program names that reliably predict a CIP code (server/data/rows/mine-terms.ts, decision 0060): the
-- search uses them as a weaker signal than its reviewed vocabulary.
-- O*NET 29.3 job titles grouped by the stems of their words (server/engine/text/job-titles.ts, decision 0180):
-- what people call a job and the O*NET-SOC occupations that list it. Empty without the O*NET files.
CREATE TABLE job_title (
  key TEXT PRIMARY KEY,           -- the words' stems, as queries are read: 'regist dental hygienist'
  title TEXT NOT NULL,            -- as O*NET writes it: 'Registered Dental Hygienist'
  onet_codes TEXT NOT NULL,       -- O*NET-SOC codes, space-separated: '29-1292.00'
  sources TEXT NOT NULL           -- alternate, short, reported, acronym (space-separated)
) WITHOUT ROWID;

CREATE TABLE mined_term (
  term TEXT NOT NULL,             -- as most programs write it, normalised: 'cdl', 'nurse aide'
  cip TEXT NOT NULL,              -- the CIP code it predicts
  programs INTEGER NOT NULL,      -- programs whose name holds it
  providers INTEGER NOT NULL,     -- providers among them
  precision REAL NOT NULL,        -- share of those programs with this CIP code
  PRIMARY KEY (term, cip)
) WITHOUT ROWID;

-- ZIP geography for locations: centroid (Census ZCTA where present, else GeoNames) and city/state/county (GeoNames).
CREATE TABLE zip (
  zip TEXT PRIMARY KEY,
  city TEXT NOT NULL,
  state_abbr TEXT NOT NULL,
  county TEXT NOT NULL,           -- 'Travis County, TX' style where known
  latitude REAL NOT NULL,
  longitude REAL NOT NULL
);
CREATE INDEX zip_city ON zip(state_abbr, city);

-- For the naive baseline in the benchmark (DESIGN.md §4): one FTS5 row per program with its searchable text
-- (program name, CIP title, school name, occupation titles). The engine does not need it.
CREATE VIRTUAL TABLE program_fts USING fts5(text, tokenize = 'porter unicode61');
