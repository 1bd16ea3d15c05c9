// The demo dataset's building blocks: a few cities, CIP programs and SOC occupations, written for this project.
// Schools and programs made from them are invented; every place that shows them says "Demo data".

export interface DemoCity {
  city: string;
  state: string;
  zip: string;
  county: string;
  lat: number;
  lon: number;
}

const city = (c: string, state: string, zip: string, county: string, lat: number, lon: number): DemoCity => ({
  city: c,
  state,
  zip,
  county,
  lat,
  lon,
});

export const DEMO_CITIES: readonly DemoCity[] = [
  city('Austin', 'TX', '78701', 'Travis', 30.27, -97.743),
  city('Houston', 'TX', '77002', 'Harris', 29.757, -95.365),
  city('Dallas', 'TX', '75201', 'Dallas', 32.788, -96.799),
  city('San Antonio', 'TX', '78205', 'Bexar', 29.425, -98.49),
  city('Lubbock', 'TX', '79401', 'Lubbock', 33.587, -101.846),
  city('El Paso', 'TX', '79901', 'El Paso', 31.759, -106.487),
  city('Chicago', 'IL', '60601', 'Cook', 41.886, -87.618),
  city('New York', 'NY', '10001', 'New York', 40.751, -73.997),
  city('Los Angeles', 'CA', '90012', 'Los Angeles', 34.061, -118.239),
  city('Seattle', 'WA', '98101', 'King', 47.611, -122.331),
  city('Denver', 'CO', '80202', 'Denver', 39.753, -105.0),
  city('Atlanta', 'GA', '30303', 'Fulton', 33.753, -84.393),
  city('Boston', 'MA', '02108', 'Suffolk', 42.358, -71.065),
  city('Miami', 'FL', '33130', 'Miami-Dade', 25.767, -80.204),
  city('Phoenix', 'AZ', '85004', 'Maricopa', 33.452, -112.069),
  city('New Orleans', 'LA', '70112', 'Orleans Parish', 29.958, -90.077),
  city('Nashville', 'TN', '37203', 'Davidson', 36.151, -86.789),
  city('Minneapolis', 'MN', '55401', 'Hennepin', 44.986, -93.271),
  city('Anchorage', 'AK', '99501', 'Anchorage Municipality', 61.216, -149.876),
  city('San Juan', 'PR', '00901', 'San Juan Municipio', 18.466, -66.106),
];

/** [CIP code, title, SOC codes it leads to, 'sub' (sub-degree) or 'degree' or 'both']. */
export const DEMO_PROGRAMS: readonly [string, string, string[], 'sub' | 'degree' | 'both'][] = [
  ['11.0101', 'Computer and Information Sciences, General.', ['15-1211', '15-1252'], 'degree'],
  ['11.0201', 'Computer Programming/Programmer, General.', ['15-1251', '15-1252'], 'both'],
  [
    '11.1003',
    'Computer and Information Systems Security/Auditing/Information Assurance.',
    ['15-1212'],
    'both',
  ],
  ['51.3801', 'Registered Nursing/Registered Nurse.', ['29-1141'], 'degree'],
  ['51.3901', 'Licensed Practical/Vocational Nurse Training.', ['29-2061'], 'sub'],
  ['51.3902', 'Nursing Assistant/Aide and Patient Care Assistant/Aide.', ['31-1131'], 'sub'],
  ['51.0801', 'Medical/Clinical Assistant.', ['31-9092'], 'sub'],
  ['51.1009', 'Phlebotomy Technician/Phlebotomist.', ['31-9097'], 'sub'],
  ['51.0904', 'Emergency Medical Technology/Technician (EMT Paramedic).', ['29-2042', '29-2043'], 'sub'],
  ['48.0508', 'Welding Technology/Welder.', ['51-4121'], 'sub'],
  ['46.0302', 'Electrician.', ['47-2111'], 'sub'],
  ['46.0503', 'Plumbing Technology/Plumber.', ['47-2152'], 'sub'],
  [
    '47.0201',
    'Heating, Air Conditioning, Ventilation and Refrigeration Maintenance Technology/Technician.',
    ['49-9021'],
    'sub',
  ],
  ['47.0604', 'Automobile/Automotive Mechanics Technology/Technician.', ['49-3023'], 'sub'],
  ['49.0205', 'Truck and Bus Driver/Commercial Vehicle Operator and Instructor.', ['53-3032'], 'sub'],
  ['52.0201', 'Business Administration and Management, General.', ['11-1021', '13-1111'], 'both'],
  ['52.0301', 'Accounting.', ['13-2011'], 'degree'],
  ['52.0302', 'Accounting Technology/Technician and Bookkeeping.', ['43-3031'], 'sub'],
  ['13.1202', 'Elementary Education and Teaching.', ['25-2021'], 'degree'],
  ['12.0503', 'Culinary Arts/Chef Training.', ['35-1011'], 'sub'],
  ['12.0401', 'Cosmetology/Cosmetologist, General.', ['39-5012'], 'sub'],
  ['14.1901', 'Mechanical Engineering.', ['17-2141'], 'degree'],
  ['43.0107', 'Criminal Justice/Police Science.', ['33-3051'], 'both'],
  ['42.0101', 'Psychology, General.', ['19-3039'], 'degree'],
  ['50.0409', 'Graphic Design.', ['27-1024'], 'both'],
];

/** CIP families (2-digit) and series (4-digit) above the programs. */
export const DEMO_CIP_GROUPS: readonly [string, string][] = [
  ['11', 'COMPUTER AND INFORMATION SCIENCES AND SUPPORT SERVICES.'],
  ['12', 'CULINARY, ENTERTAINMENT, AND PERSONAL SERVICES.'],
  ['13', 'EDUCATION.'],
  ['14', 'ENGINEERING.'],
  ['42', 'PSYCHOLOGY.'],
  ['43', 'HOMELAND SECURITY, LAW ENFORCEMENT, FIREFIGHTING AND RELATED PROTECTIVE SERVICES.'],
  ['46', 'CONSTRUCTION TRADES.'],
  ['47', 'MECHANIC AND REPAIR TECHNOLOGIES/TECHNICIANS.'],
  ['48', 'PRECISION PRODUCTION.'],
  ['49', 'TRANSPORTATION AND MATERIALS MOVING.'],
  ['50', 'VISUAL AND PERFORMING ARTS.'],
  ['51', 'HEALTH PROFESSIONS AND RELATED PROGRAMS.'],
  ['52', 'BUSINESS, MANAGEMENT, MARKETING, AND RELATED SUPPORT SERVICES.'],
];

export const DEMO_OCCUPATIONS: readonly [string, string][] = [
  ['11-1021', 'General and Operations Managers'],
  ['13-1111', 'Management Analysts'],
  ['13-2011', 'Accountants and Auditors'],
  ['15-1211', 'Computer Systems Analysts'],
  ['15-1212', 'Information Security Analysts'],
  ['15-1251', 'Computer Programmers'],
  ['15-1252', 'Software Developers'],
  ['17-2141', 'Mechanical Engineers'],
  ['19-3039', 'Psychologists, All Other'],
  ['25-2021', 'Elementary School Teachers, Except Special Education'],
  ['27-1024', 'Graphic Designers'],
  ['29-1141', 'Registered Nurses'],
  ['29-2042', 'Emergency Medical Technicians'],
  ['29-2043', 'Paramedics'],
  ['29-2061', 'Licensed Practical and Licensed Vocational Nurses'],
  ['31-1131', 'Nursing Assistants'],
  ['31-9092', 'Medical Assistants'],
  ['31-9097', 'Phlebotomists'],
  ['33-3051', "Police and Sheriff's Patrol Officers"],
  ['35-1011', 'Chefs and Head Cooks'],
  ['39-5012', 'Hairdressers, Hairstylists, and Cosmetologists'],
  ['43-3031', 'Bookkeeping, Accounting, and Auditing Clerks'],
  ['47-2111', 'Electricians'],
  ['47-2152', 'Plumbers, Pipefitters, and Steamfitters'],
  ['49-3023', 'Automotive Service Technicians and Mechanics'],
  ['49-9021', 'Heating, Air Conditioning, and Refrigeration Mechanics and Installers'],
  ['51-4121', 'Welders, Cutters, Solderers, and Brazers'],
  ['53-3032', 'Heavy and Tractor-Trailer Truck Drivers'],
];
