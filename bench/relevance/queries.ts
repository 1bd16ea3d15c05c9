// The judged query set (issue 8, point 6): what job seekers and counselors type, where, and which CIP 2020 codes
// answer it. Grades: `exact` (2) is what was asked; `related` (1) is closely related and acceptable on the first
// page. Judged from the CIP 2020 titles and definitions (CIPCode2020.csv) and, for occupation codes, the NCES/BLS
// CIP–SOC crosswalk. How the judging was done and what the grades mean for the measures: decision 0068.
//
// Codes: a 4-digit series ('51.38') means every 6-digit code under it. Where CIP 2020 moved a code, both the new
// code (used by IPEDS) and the old one (still written by the Texas ETPL) are listed, e.g. 43.0403 and 43.0116.
import type { JudgedQuery } from './judged-query';

// Code groups used by several queries, so that one judgment reads the same everywhere.
const NURSE_AIDE = {
  alsoNamed: /\b(CNA|nurse aide|nursing assistant|nurse assistant|nursing aide)\b/i,
  exact: ['51.3902'],
  related: ['51.3999', '51.2601', '51.2602', '51.2603'],
  why:
    'CNA = certified nursing assistant: CIP 51.3902 Nursing Assistant/Aide and Patient Care Assistant/Aide. ' +
    'Related: 51.3999 (other practical nursing/nursing assistant programs) and the neighbouring aide trainings ' +
    '(51.2601 health aide, 51.2602 home health aide, 51.2603 medication aide) a CNA seeker would accept. LPN/LVN ' +
    'and RN are different licences, not what was asked.',
};
const PRACTICAL_NURSE = {
  exact: ['51.3901'],
  related: ['51.3999'],
  why:
    'LPN and LVN are the same licence (Texas and California say "vocational"): 51.3901 Licensed ' +
    'Practical/Vocational Nurse Training. Related: 51.3999 (other practical/vocational nursing).',
};
const NURSING = {
  alsoNamed: /\bnurs/i,
  exact: ['51.3801', '51.3901', '51.3902'],
  related: ['51.38', '51.39', '51.1105'],
  why:
    'A job seeker typing "nursing" wants a programme that makes them a nurse: RN (51.3801), LPN/LVN (51.3901) or ' +
    'nursing assistant (51.3902). The other 51.38 codes are specialties, mostly graduate programmes for ' +
    'practising RNs (nurse anesthetist, nursing administration, nursing practice…), and 51.1105 is pre-nursing: ' +
    'related, acceptable but not what a new nurse is looking for.',
};
const TRUCK = {
  alsoNamed: /\b(CDL|truck driv|commercial driv)/i,
  exact: ['49.0205'],
  related: [],
  why:
    'CDL = commercial driver licence; truck driving schools are 49.0205 Truck and Bus Driver/Commercial Vehicle ' +
    'Operator and Instructor. Diesel/truck mechanics (47.0605, 47.0613) repair trucks and are not what was asked.',
};
const HVAC = {
  alsoNamed: /\b(HVAC|air condition)/i,
  exact: ['47.0201', '15.0501'],
  related: [],
  why:
    'HVAC = heating, ventilation, air conditioning (and refrigeration): 47.0201 HVAC-R Maintenance ' +
    'Technology/Technician and 15.0501 HVAC-R Engineering Technology/Technician; both train HVAC technicians ' +
    '(both crosswalk to SOC 49-9021). An electrician programme is not relevant.',
};
const WELDING = {
  alsoNamed: /\bweld/i,
  exact: ['48.0508', '15.0614'],
  related: ['48.0511', '48.0509', '48.0801', '46.0502', '48.0599'],
  why:
    '48.0508 Welding Technology/Welder and 15.0614 Welding Engineering Technology/Technician. Related: the metal ' +
    'trades where welding is a core skill (metal fabricator, ironworker, boilermaker, pipefitter, other precision ' +
    'metal working).',
};
const AUTO_MECHANIC = {
  alsoNamed: /\bauto(motive)? (mechanic|technician|technology|service)/i,
  exact: ['47.0604'],
  related: ['47.0600', '47.0603', '47.0605', '47.0612', '47.0613', '47.0614', '47.0617', '15.0803'],
  why:
    'Auto mechanic: 47.0604 Automobile/Automotive Mechanics Technology/Technician. Related: general vehicle ' +
    'maintenance (47.0600), collision repair, diesel and truck technology, emissions, alternative-fuel and ' +
    'high-performance engines, and automotive engineering technology (15.0803).',
};
const ELECTRICIAN = {
  alsoNamed: /\b(electrician|wireman)\b/i,
  exact: ['46.0302', '46.0301'],
  related: ['46.0303', '46.0399'],
  why:
    '46.0302 Electrician and 46.0301 Electrical and Power Transmission Installation, General (whose definition is ' +
    'installing residential, commercial and industrial electrical systems: electrician training). Related: ' +
    'lineworker and other electrical installers.',
};
const MEDICAL_ASSISTANT = {
  alsoNamed: /\bmedical assistant/i,
  exact: ['51.0801'],
  related: ['51.0710', '51.0711', '51.0716', '51.0899'],
  why:
    '51.0801 Medical/Clinical Assistant. Related: medical office assistant, medical/health management and clinical ' +
    'assistant, medical administrative assistant (the front-office side of the same job), and "Allied Health and ' +
    'Medical Assisting Services, Other".',
};
const PHLEBOTOMY = {
  alsoNamed: /\bphlebotom/i,
  exact: ['51.1009'],
  related: ['51.0802', '51.1004'],
  why:
    '51.1009 Phlebotomy Technician/Phlebotomist. Related: clinical/medical laboratory assistant and laboratory ' +
    'technician, which include specimen collection.',
};
const COSMETOLOGY = {
  alsoNamed: /\bcosmetolog/i,
  exact: ['12.0401'],
  related: ['12.0407', '12.0402', '12.0409', '12.0410', '12.0413', '12.0499'],
  why:
    '12.0401 Cosmetology/Cosmetologist, General. Related: hair styling, barbering, esthetics, nail technician, ' +
    'cosmetology instructor and other personal grooming arts.',
};
const RN_CROSSWALK = [
  '51.3801',
  '51.3802',
  '51.3803',
  '51.3805',
  '51.3806',
  '51.3808',
  '51.3809',
  '51.3810',
  '51.3811',
  '51.3812',
  '51.3813',
  '51.3814',
  '51.3815',
  '51.3816',
  '51.3818',
  '51.3819',
  '51.3820',
  '51.3821',
  '51.3822',
  '51.3824',
  '51.3899',
];

export const judgedQueries: JudgedQuery[] = [
  // ── The table at the top of issue 8, and the two queries its text names ──────────────────────────────────────
  {
    keyword: 'CNA',
    location: 'Houston, TX',
    radius: 25,
    kind: 'acronym',
    origin: 'issue 8 table',
    ...NURSE_AIDE,
  },
  {
    keyword: 'LPN',
    location: 'Pittsburgh, PA',
    radius: 50,
    kind: 'acronym',
    origin: 'issue 8 table',
    ...PRACTICAL_NURSE,
  },
  { keyword: 'CDL', location: '30303', radius: 50, kind: 'acronym', origin: 'issue 8 table', ...TRUCK },
  {
    keyword: 'auto mechanic',
    location: 'Detroit, MI',
    radius: 25,
    kind: 'phrase',
    origin: 'issue 8 table',
    ...AUTO_MECHANIC,
  },
  {
    keyword: 'police academy',
    location: 'Sacramento, CA',
    radius: 50,
    kind: 'phrase',
    origin: 'issue 8 table',
    exact: ['43.0107'],
    related: ['43.0103', '43.0102', '43.0114', '43.0119'],
    why:
      'A police academy is basic peace-officer training: 43.0107 Criminal Justice/Police Science ("prepares ' +
      'individuals to perform the duties of police and public security officers"). Related: law enforcement ' +
      'administration, corrections (officer academies), investigation, special police operations. The academic ' +
      'criminal-justice studies (43.0104) do not train police officers and are left out.',
  },
  {
    keyword: 'IT support',
    location: 'Charlotte, NC',
    radius: 25,
    kind: 'phrase',
    origin: 'issue 8 table',
    alsoNamed: /\bIT support\b|\bhelp desk\b|\bcomputer support\b/i,
    exact: ['11.1006', '11.0103', '11.0901', '11.1001'],
    related: ['11.1002', '11.0902', '11.1003', '47.0104'],
    why:
      'IT support jobs are computer user and network support specialists (SOC 15-1232, 15-1231). The programmes ' +
      'that train for them: 11.1006 Computer Support Specialist (its CIP examples: "IT Support Specialist", "Help ' +
      'Desk Specialist"); 11.0103 Information Technology, the code under which many community colleges (Central ' +
      'Piedmont and Gaston near Charlotte, for example) report their IT certificates and associate degrees; networking (11.0901) and ' +
      'network/system administration (11.1001), which the crosswalk maps to network support specialists. Related: ' +
      'LAN/WAN management, cloud computing, security, computer installation and repair.',
  },
  {
    keyword: 'certified nursing assistant',
    location: 'Cleveland, OH',
    radius: 25,
    kind: 'phrase',
    origin: 'issue 8 table',
    ...NURSE_AIDE,
  },
  {
    keyword: 'cybersecurity',
    location: 'Washington, DC',
    radius: 25,
    kind: 'everyday',
    origin: 'issue 8 table',
    exact: ['11.1003', '43.0404'],
    related: ['43.0403', '43.0116', '51.0723', '11.1001', '11.1002', '11.0901'],
    why:
      '11.1003 Computer and Information Systems Security/Information Assurance (examples: IT security, network ' +
      'security) and 43.0404 Cybersecurity Defense Strategy/Policy. Related: cyber forensics (43.0403, old code ' +
      '43.0116 still used by the ETPL), healthcare information security, and the network/system administration ' +
      'programmes security jobs grow from.',
  },
  {
    keyword: 'truck driving',
    location: 'Dallas, TX',
    radius: 50,
    kind: 'phrase',
    origin: 'issue 8 table',
    ...TRUCK,
  },
  { keyword: 'HVAC', location: 'Chicago, IL', radius: 25, kind: 'acronym', origin: 'issue 8 table', ...HVAC },
  {
    keyword: 'coding',
    location: 'Seattle, WA',
    radius: 25,
    kind: 'everyday',
    origin: 'issue 8 table',
    exact: ['11.02', '51.0713'],
    related: ['11.0701', '14.0903', '11.0801', '11.1004', '51.0707', '51.0714'],
    why:
      '"Coding" is said for two jobs and both are exactly what was asked: programming (every 11.02 Computer ' +
      'Programming code) and medical coding (51.0713 Medical Insurance Coding Specialist/Coder). Related: computer ' +
      'science, software engineering and web development (programming-heavy degrees), health information ' +
      'technology (51.0707, which teaches coding) and medical billing (51.0714).',
  },
  {
    keyword: 'teacher certification',
    location: 'Austin, TX',
    radius: 50,
    kind: 'phrase',
    origin: 'issue 8 table',
    exact: ['13.1202', '13.1203', '13.1205', '13.1206', '13.1209', '13.1210', '13.13', '13.10'],
    related: ['13.0101', '13.1201', '13.1207', '13.1299', '13.1401', '13.1501'],
    why:
      'Teacher certification = preparation for a state K-12 teaching licence: the level programmes (elementary, ' +
      'middle, secondary, multiple levels, kindergarten/preschool, early childhood), every subject-area teacher ' +
      'education code (13.13) and special education teaching (13.10). Related: Education, General (13.0101, how ' +
      'Texas lists several alternative-certification programmes), adult education, Montessori, other teacher ' +
      'education, ESL teaching and teacher aide. College teaching (13.1214) is not a teacher certification.',
  },
  {
    keyword: 'nursing',
    location: 'Austin, TX',
    radius: 25,
    kind: 'everyday',
    origin: 'issue 8 text',
    ...NURSING,
  },
  {
    keyword: 'welding',
    location: 'Lubbock, TX',
    radius: 50,
    kind: 'everyday',
    origin: 'issue 8 text',
    ...WELDING,
  },

  // ── Nationwide and statewide, as the text measures them ─────────────────────────────────────────────
  { keyword: 'CNA', location: '0', radius: 0, kind: 'acronym', origin: 'issue 8 text', ...NURSE_AIDE },
  { keyword: 'LPN', location: '0', radius: 0, kind: 'acronym', origin: 'issue 8 text', ...PRACTICAL_NURSE },
  {
    keyword: 'auto mechanic',
    location: '0',
    radius: 0,
    kind: 'phrase',
    origin: 'issue 8 text',
    ...AUTO_MECHANIC,
  },
  { keyword: 'truck driving', location: 'Texas', radius: 0, kind: 'phrase', ...TRUCK },
  { keyword: 'welding', location: 'TX', radius: 0, kind: 'everyday', ...WELDING },
  { keyword: 'phlebotomy', location: 'California', radius: 0, kind: 'everyday', ...PHLEBOTOMY },

  // ── Everyday words ──────────────────────────────────────────────────────────────────────────────────────────
  {
    keyword: 'nurse',
    location: 'Memphis, TN',
    radius: 25,
    kind: 'everyday',
    ...NURSING,
    why: `"nurse" is the job title of the same programmes as "nursing". ${NURSING.why}`,
  },
  { keyword: 'welder', location: 'Baton Rouge, LA', radius: 50, kind: 'everyday', ...WELDING },
  {
    keyword: 'hair',
    location: 'Phoenix, AZ',
    radius: 25,
    kind: 'everyday',
    exact: ['12.0401', '12.0407', '12.0402'],
    related: ['12.0413', '12.0412', '12.0499'],
    why:
      'Someone typing "hair" wants to cut and style hair: cosmetology (12.0401), hair styling (12.0407) and ' +
      'barbering (12.0402). Related: cosmetology/barber instructor, salon management, other grooming arts. ' +
      'Esthetics and nails are not hair.',
  },
  {
    keyword: 'barber',
    location: 'San Antonio, TX',
    alsoNamed: /\bbarber/i,
    radius: 25,
    kind: 'everyday',
    exact: ['12.0402'],
    related: ['12.0401', '12.0407', '12.0413'],
    why: '12.0402 Barbering/Barber. Related: cosmetology and hair styling (they also cut hair), barber instructor.',
  },
  { keyword: 'cosmetology', location: 'Tulsa, OK', radius: 50, kind: 'everyday', ...COSMETOLOGY },
  { keyword: 'electrician', location: 'Houston, TX', radius: 25, kind: 'everyday', ...ELECTRICIAN },
  {
    keyword: 'plumbing',
    location: 'Austin, TX',
    radius: 50,
    kind: 'everyday',
    exact: ['46.0503'],
    related: ['46.0502', '46.0599'],
    why: '46.0503 Plumbing Technology/Plumber. Related: pipefitting/sprinkler fitting and other plumbing trades.',
  },
  {
    keyword: 'carpentry',
    location: 'Tacoma, WA',
    radius: 50,
    kind: 'everyday',
    exact: ['46.0201'],
    related: ['46.0000', '46.0415', '48.0703'],
    why:
      '46.0201 Carpentry/Carpenter. Related: construction trades general, building construction technology, ' +
      'cabinetmaking and millwork.',
  },
  { keyword: 'phlebotomy', location: 'El Paso, TX', radius: 25, kind: 'everyday', ...PHLEBOTOMY },
  { keyword: 'medical assistant', location: 'Orlando, FL', radius: 25, kind: 'phrase', ...MEDICAL_ASSISTANT },
  {
    keyword: 'pharmacy technician',
    location: 'San Antonio, TX',
    alsoNamed: /\bpharmacy tech/i,
    radius: 25,
    kind: 'phrase',
    exact: ['51.0805'],
    related: [],
    why: '51.0805 Pharmacy Technician/Assistant.',
  },
  {
    keyword: 'dental assistant',
    location: 'Tyler, TX',
    alsoNamed: /\bdental assist/i,
    radius: 50,
    kind: 'phrase',
    exact: ['51.0601'],
    related: ['51.0602', '51.0603'],
    why: '51.0601 Dental Assisting/Assistant. Related: dental hygiene and dental laboratory technology.',
  },
  {
    keyword: 'dental hygienist',
    location: 'Minneapolis, MN',
    radius: 25,
    kind: 'phrase',
    exact: ['51.0602'],
    related: ['51.0601'],
    why: '51.0602 Dental Hygiene/Hygienist. Related: dental assisting.',
  },
  {
    keyword: 'paramedic',
    location: 'Fort Worth, TX',
    radius: 50,
    kind: 'everyday',
    exact: ['51.0904'],
    related: ['51.0810'],
    why: '51.0904 Emergency Medical Technology/Technician (EMT Paramedic). Related: EMT-Basic (51.0810).',
  },
  {
    keyword: 'machinist',
    location: 'Wichita, KS',
    radius: 50,
    kind: 'everyday',
    exact: ['48.0501', '48.0510', '48.0503'],
    related: ['48.0507', '47.0615', '48.0599'],
    why:
      'Machinist: machine tool technology (48.0501), CNC machinist (48.0510) and machine shop (48.0503). Related: ' +
      'tool and die, engine machinist, other precision metal working.',
  },
  {
    keyword: 'computer science',
    location: 'Boston, MA',
    radius: 10,
    kind: 'phrase',
    exact: ['11.0701'],
    related: ['11.0101', '11.0102', '11.0104', '14.0901', '14.0903', '30.0801', '30.3901'],
    why:
      '11.0701 Computer Science. Related: computer and information sciences general, artificial intelligence, ' +
      'informatics, computer and software engineering, and the joint degrees with computer science in their title ' +
      '(mathematics and computer science, economics and computer science).',
  },
  {
    keyword: 'accounting',
    location: 'Tampa, FL',
    radius: 25,
    kind: 'everyday',
    exact: ['52.0301', '52.0302'],
    related: ['52.0303', '52.0304', '52.0305', '52.0399'],
    why:
      '52.0301 Accounting and 52.0302 Accounting Technology/Technician and Bookkeeping. Related: auditing, ' +
      'accounting and finance, accounting and business management, other accounting.',
  },
  {
    keyword: 'bookkeeping',
    location: 'Memphis, TN',
    radius: 25,
    kind: 'everyday',
    exact: ['52.0302'],
    related: ['52.0301'],
    why: '52.0302 Accounting Technology/Technician and Bookkeeping. Related: accounting.',
  },
  {
    keyword: 'culinary',
    location: 'New Orleans, LA',
    radius: 25,
    kind: 'everyday',
    exact: ['12.0500', '12.0503'],
    related: ['12.0501', '12.0504', '12.0505', '12.0509', '12.0599'],
    why:
      'Culinary school: cooking and culinary arts general (12.0500) and culinary arts/chef training (12.0503). ' +
      'Related: baking and pastry, culinary management, professional cooking, culinary science, other culinary.',
  },
  {
    keyword: 'child care',
    location: 'Houston, TX',
    radius: 25,
    kind: 'phrase',
    exact: ['19.0709', '19.0708'],
    related: ['13.1210', '13.1209', '19.0706'],
    why:
      'Child care provider/assistant (19.0709) and child care services management (19.0708). Related: early ' +
      'childhood education, kindergarten/preschool teaching, child development.',
  },
  {
    keyword: 'early childhood education',
    location: 'Albuquerque, NM',
    radius: 50,
    kind: 'phrase',
    exact: ['13.1210'],
    related: ['13.1209', '13.1015', '19.0706', '19.0708', '19.0709', '19.0711'],
    why:
      '13.1210 Early Childhood Education and Teaching. Related: kindergarten/preschool and early childhood special ' +
      'education, child development, child care, early childhood and family studies.',
  },
  {
    keyword: 'massage therapy',
    location: 'Las Vegas, NV',
    radius: 25,
    kind: 'phrase',
    exact: ['51.3501'],
    related: ['51.3502', '51.3503', '51.3599'],
    why: '51.3501 Massage Therapy/Therapeutic Massage. Related: Asian and somatic bodywork.',
  },
  {
    keyword: 'respiratory therapy',
    location: 'Charlotte, NC',
    radius: 50,
    kind: 'phrase',
    exact: ['51.0908'],
    related: ['51.0812'],
    why: '51.0908 Respiratory Care Therapy/Therapist. Related: respiratory therapy technician/assistant.',
  },
  {
    keyword: 'x-ray technician',
    location: 'Louisville, KY',
    radius: 50,
    kind: 'phrase',
    exact: ['51.0911'],
    related: ['51.0907', '51.0919', '51.0920', '51.0814'],
    why:
      'An x-ray technician is a radiographer: 51.0911 Radiologic Technology/Science - Radiographer. Related: ' +
      'radiation therapy, mammography, MRI, radiologist assistant.',
  },
  {
    keyword: 'ultrasound',
    location: 'Fort Lauderdale, FL',
    radius: 25,
    kind: 'everyday',
    exact: ['51.0910'],
    related: ['51.0901'],
    why:
      '51.0910 Diagnostic Medical Sonography/Sonographer and Ultrasound Technician. Related: cardiovascular ' +
      'technology (echocardiography).',
  },
  {
    keyword: 'surgical tech',
    location: 'Nashville, TN',
    radius: 50,
    kind: 'phrase',
    exact: ['51.0909'],
    related: ['51.1012'],
    why: '51.0909 Surgical Technology/Technologist. Related: sterile processing.',
  },
  {
    keyword: 'physical therapist assistant',
    location: 'Tucson, AZ',
    radius: 50,
    kind: 'phrase',
    exact: ['51.0806'],
    related: ['51.2605', '51.2604'],
    why: '51.0806 Physical Therapy Assistant. Related: physical therapy technician/aide and rehabilitation aide.',
  },
  {
    keyword: 'medical billing',
    location: 'Sacramento, CA',
    radius: 50,
    kind: 'phrase',
    exact: ['51.0714'],
    related: ['51.0713', '51.0707', '51.0710'],
    why:
      '51.0714 Medical Insurance Specialist/Medical Biller. Related: medical coding, health information technology ' +
      'and medical office assistant (billing is taught in all three).',
  },
  {
    keyword: 'medical coding',
    location: 'Dallas, TX',
    alsoNamed: /\bmedical (billing and )?coding\b/i,
    radius: 25,
    kind: 'phrase',
    exact: ['51.0713'],
    related: ['51.0707', '51.0714', '51.0706'],
    why:
      '51.0713 Medical Insurance Coding Specialist/Coder. Related: health information/medical records technology ' +
      'and administration, medical billing. Computer programming is not medical coding.',
  },
  {
    keyword: 'diesel mechanic',
    location: 'Houston, TX',
    radius: 50,
    kind: 'phrase',
    exact: ['47.0605'],
    related: ['47.0613', '47.0600', '47.0302'],
    why:
      '47.0605 Diesel Mechanics Technology/Technician. Related: medium/heavy truck technology, general vehicle ' +
      'maintenance, heavy equipment maintenance.',
  },
  {
    keyword: 'aircraft mechanic',
    location: 'Wichita, KS',
    radius: 50,
    kind: 'phrase',
    exact: ['47.0607', '47.0608'],
    related: ['47.0609'],
    why:
      'An aircraft (A&P) mechanic: airframe mechanics (47.0607) and aircraft powerplant (47.0608). Related: ' +
      'avionics maintenance.',
  },
  {
    keyword: 'pilot training',
    location: 'Dayton, OH',
    radius: 50,
    kind: 'phrase',
    exact: ['49.0102'],
    related: ['49.0108', '49.0109', '49.0101'],
    why:
      '49.0102 Airline/Commercial/Professional Pilot and Flight Crew. Related: flight instructor, remote ' +
      'aircraft (drone) pilot, aeronautics/aviation general. "training" adds nothing.',
  },
  {
    keyword: 'paralegal',
    location: 'Philadelphia, PA',
    radius: 25,
    kind: 'everyday',
    exact: ['22.0302'],
    related: ['22.0301', '22.0399'],
    why: '22.0302 Legal Assistant/Paralegal. Related: legal administrative assistant, other legal support.',
  },
  {
    keyword: 'social work',
    location: 'St. Louis, MO',
    radius: 25,
    kind: 'phrase',
    exact: ['44.0701'],
    related: ['44.0799', '44.0703', '51.1503'],
    why: '44.0701 Social Work. Related: other and forensic social work, clinical/medical social work.',
  },
  {
    keyword: 'graphic design',
    location: 'Los Angeles, CA',
    radius: 10,
    kind: 'phrase',
    exact: ['50.0409'],
    related: ['50.0401', '50.0402', '11.0803'],
    why:
      '50.0409 Graphic Design. Related: design and visual communications general, commercial and advertising art, ' +
      'computer graphics.',
  },
  {
    keyword: 'web development',
    location: 'Chicago, IL',
    radius: 25,
    kind: 'phrase',
    exact: ['11.0801', '11.1004'],
    related: ['11.0201', '11.0202', '11.0701', '11.0899'],
    why:
      '11.0801 Web Page, Digital/Multimedia Design (HTML, CSS, JavaScript) and 11.1004 Web/Multimedia Management ' +
      'and Webmaster (its CIP examples: "Web Development", "Website Development"). Related: computer programming, ' +
      'computer science, other computer software and media applications.',
  },
  {
    keyword: 'data analytics',
    location: 'Atlanta, GA',
    radius: 25,
    kind: 'phrase',
    exact: ['30.71', '30.7001'],
    related: ['30.7099', '11.0802', '27.0501', '52.1301'],
    why:
      'Data analytics (every 30.71 code: general, business, visualization, financial, other) and data science ' +
      '(30.7001). Related: other data science, database administration, statistics, management science.',
  },
  {
    keyword: 'project management',
    location: '10001',
    radius: 10,
    kind: 'phrase',
    exact: ['52.0211'],
    related: ['11.1005'],
    why: '52.0211 Project Management. Related: IT project management.',
  },
  {
    keyword: 'heavy equipment operator',
    location: 'Dallas, TX',
    radius: 50,
    kind: 'phrase',
    exact: ['49.0202'],
    related: ['49.0206', '49.0209', '47.0302'],
    why:
      '49.0202 Construction/Heavy Equipment/Earthmoving Equipment Operation. Related: crane and forklift ' +
      'operation, heavy equipment maintenance.',
  },
  {
    keyword: 'lineman',
    location: 'Atlanta, GA',
    radius: 50,
    kind: 'everyday',
    exact: ['46.0303'],
    related: ['46.0301'],
    why: 'A lineman is a lineworker: 46.0303. Related: electrical and power transmission installation, general.',
  },
  {
    keyword: 'vet tech',
    location: 'Denver, CO',
    radius: 50,
    kind: 'phrase',
    exact: ['01.8301', '51.0808'],
    related: ['01.8399'],
    why:
      'Veterinary technician: 01.8301 Veterinary/Animal Health Technology/Technician and Veterinary Assistant ' +
      '(moved there from 51.0808, which the ETPL still writes). Related: other veterinary technologies.',
  },
  {
    keyword: 'home health aide',
    location: 'Miami, FL',
    radius: 25,
    kind: 'phrase',
    exact: ['51.2602'],
    related: ['51.3902', '51.2601'],
    why: '51.2602 Home Health Aide/Home Attendant. Related: nursing assistant and health aide.',
  },
  {
    keyword: 'real estate',
    location: 'Milwaukee, WI',
    radius: 25,
    kind: 'phrase',
    exact: ['52.1501'],
    related: [],
    why: '52.1501 Real Estate (licensing courses and degrees).',
  },
  {
    keyword: 'teacher',
    location: 'Lubbock, TX',
    radius: 50,
    kind: 'everyday',
    exact: ['13.1202', '13.1203', '13.1205', '13.1206', '13.1209', '13.1210', '13.13', '13.10'],
    related: ['13.0101', '13.1201', '13.1207', '13.1299', '13.1401', '13.1501'],
    why: 'Becoming a K-12 teacher: the same judgment as "teacher certification" (Austin, TX).',
  },
  {
    keyword: 'nursing graduate program',
    location: 'Houston, TX',
    radius: 25,
    kind: 'phrase',
    exact: ['51.38'],
    related: [],
    awardLevels: [6, 7, 8, 17, 18, 19],
    why:
      'The issue says "nursing graduate program" must still find graduate programmes: every 51.38 code (RN and ' +
      "its specialties) at a graduate award level (post-baccalaureate and post-master's certificates, master's, " +
      'doctorates).',
  },

  // ── Acronyms and abbreviations ──────────────────────────────────────────────────────────────────────────────
  { keyword: 'LVN', location: 'San Antonio, TX', radius: 50, kind: 'acronym', ...PRACTICAL_NURSE },
  {
    keyword: 'RN',
    location: 'Phoenix, AZ',
    radius: 25,
    kind: 'acronym',
    exact: ['51.3801'],
    related: ['51.38'],
    why:
      'RN = registered nurse: 51.3801 Registered Nursing/Registered Nurse. Related: the other 51.38 codes (RN ' +
      'specialties, nursing science).',
  },
  {
    keyword: 'EMT',
    location: 'Denver, CO',
    radius: 25,
    kind: 'acronym',
    exact: ['51.0904', '51.0810'],
    related: [],
    why:
      'EMT = emergency medical technician, at either level: 51.0810 Emergency Care Attendant (EMT Ambulance) and ' +
      '51.0904 Emergency Medical Technology/Technician (EMT Paramedic).',
  },
  { keyword: 'CDL', location: 'El Paso, TX', radius: 50, kind: 'acronym', ...TRUCK },
  { keyword: 'CDL', location: 'Billings, MT', radius: 100, kind: 'acronym', ...TRUCK },
  { keyword: 'HVAC', location: '78201', radius: 25, kind: 'acronym', ...HVAC },
  {
    keyword: 'CNC',
    location: 'Milwaukee, WI',
    radius: 50,
    kind: 'acronym',
    exact: ['48.0510'],
    related: ['48.0501', '48.0503', '48.0507', '15.0613'],
    why:
      'CNC = computer numerical control: 48.0510 CNC Machinist Technology. Related: machine tool technology, ' +
      'machine shop, tool and die, manufacturing engineering technology.',
  },
  {
    keyword: 'IT',
    location: 'Austin, TX',
    radius: 25,
    kind: 'acronym',
    alsoNamed: /\bIT\b/,
    exact: ['11.0103', '11.1006', '11.0901', '11.1001'],
    related: ['11.1002', '11.1003', '11.0101', '11.0701', '11.1005', '11.1099', '47.0104'],
    why:
      'IT = information technology, typed by someone who wants an IT job: information technology (11.0103), ' +
      'computer support (11.1006), networking (11.0901) and system administration (11.1001). Related: LAN/WAN ' +
      'management, security, computer and information sciences general, computer science, IT project management, ' +
      'other IT services, computer repair. "IT" must not be read as the English word "it".',
  },
  {
    keyword: 'EKG',
    location: 'Garland, TX',
    radius: 25,
    kind: 'acronym',
    alsoNamed: /\b(EKG|ECG)\b/i,
    exact: ['51.0902'],
    related: ['51.0901'],
    why: 'EKG technician: 51.0902 Electrocardiograph Technology/Technician. Related: cardiovascular technology.',
  },
  {
    keyword: 'CMA',
    location: 'Houston, TX',
    radius: 25,
    kind: 'acronym',
    ...MEDICAL_ASSISTANT,
    why: `CMA = certified medical assistant (also a management accounting credential, but a job seeker looking for training means the medical one). ${MEDICAL_ASSISTANT.why}`,
  },

  // ── Classification codes ────────────────────────────────────────────────────────────────────────────────────
  {
    keyword: '29-1141',
    location: 'Columbus, OH',
    radius: 25,
    kind: 'code',
    exact: RN_CROSSWALK,
    related: [],
    why:
      'SOC 29-1141 Registered Nurses: exactly the CIP codes the NCES/BLS crosswalk maps to it. Outside Texas, so ' +
      'every program reaches the occupation through its CIP code (ETPL programs name their own O*NET codes).',
  },
  {
    keyword: '29-1141.00',
    location: 'Baltimore, MD',
    radius: 25,
    kind: 'code',
    exact: RN_CROSSWALK,
    related: [],
    why: 'O*NET 29-1141.00 is SOC 29-1141 Registered Nurses: its crosswalked CIP codes.',
  },
  {
    keyword: '47-2111',
    location: 'Oklahoma City, OK',
    radius: 50,
    kind: 'code',
    exact: ['46.0302'],
    related: [],
    why: 'SOC 47-2111 Electricians: the crosswalk maps it to 46.0302 Electrician only.',
  },
  {
    keyword: '51.3801',
    location: 'Denver, CO',
    radius: 25,
    kind: 'code',
    exact: ['51.3801'],
    related: [],
    why: 'A CIP code: the programs with that code.',
  },
  {
    keyword: '513801',
    location: 'San Antonio, TX',
    radius: 25,
    kind: 'code',
    exact: ['51.3801'],
    related: [],
    why: 'CIP 51.3801 written without the dot, as the Texas ETPL writes codes.',
  },
  {
    keyword: '48.0508',
    location: 'Corpus Christi, TX',
    radius: 50,
    kind: 'code',
    exact: ['48.0508'],
    related: [],
    why: 'A CIP code: 48.0508 Welding Technology/Welder.',
  },

  // ── Misspellings ────────────────────────────────────────────────────────────────────────────────────────────
  { keyword: 'weldng', location: 'Beaumont, TX', radius: 50, kind: 'misspelling', ...WELDING },
  { keyword: 'nursng', location: '30303', radius: 25, kind: 'misspelling', ...NURSING },
  { keyword: 'electrcian', location: 'Dallas, TX', radius: 25, kind: 'misspelling', ...ELECTRICIAN },
  { keyword: 'phlebotmy', location: 'Phoenix, AZ', radius: 25, kind: 'misspelling', ...PHLEBOTOMY },
  { keyword: 'cosmotology', location: 'Miami, FL', radius: 25, kind: 'misspelling', ...COSMETOLOGY },
  {
    keyword: 'dental asistant',
    location: 'San Diego, CA',
    radius: 25,
    kind: 'misspelling',
    exact: ['51.0601'],
    related: ['51.0602', '51.0603'],
    why: '"assistant" misspelt: 51.0601 Dental Assisting/Assistant. Related: dental hygiene and laboratory.',
  },
  {
    keyword: 'pharmacy techician',
    location: 'Houston, TX',
    alsoNamed: /\bpharmacy tech/i,
    radius: 25,
    kind: 'misspelling',
    exact: ['51.0805'],
    related: [],
    why: '"technician" misspelt: 51.0805 Pharmacy Technician/Assistant.',
  },
  {
    keyword: 'massage theraphy',
    location: 'Tampa, FL',
    radius: 25,
    kind: 'misspelling',
    exact: ['51.3501'],
    related: ['51.3502', '51.3503', '51.3599'],
    why: '"therapy" misspelt: 51.3501 Massage Therapy/Therapeutic Massage. Related: bodywork.',
  },

  // ── Spanish, as Spanish-speaking job seekers type them (measured, not held to the zero-result budget) ───────
  {
    keyword: 'enfermería',
    location: 'Houston, TX',
    radius: 25,
    kind: 'spanish',
    lang: 'es',
    known: false,
    ...NURSING,
    why: `"enfermería" = nursing. ${NURSING.why}`,
  },
  {
    keyword: 'soldadura',
    location: 'El Paso, TX',
    radius: 50,
    kind: 'spanish',
    lang: 'es',
    known: false,
    ...WELDING,
    why: `"soldadura" = welding. ${WELDING.why}`,
  },
  {
    keyword: 'camionero',
    location: 'Laredo, TX',
    radius: 50,
    kind: 'spanish',
    lang: 'es',
    known: false,
    ...TRUCK,
    why: `"camionero" = truck driver. ${TRUCK.why}`,
  },
  {
    keyword: 'electricista',
    location: 'San Antonio, TX',
    radius: 25,
    kind: 'spanish',
    lang: 'es',
    known: false,
    ...ELECTRICIAN,
    why: `"electricista" = electrician. ${ELECTRICIAN.why}`,
  },
  {
    keyword: 'asistente médico',
    location: 'McAllen, TX',
    radius: 50,
    kind: 'spanish',
    lang: 'es',
    known: false,
    ...MEDICAL_ASSISTANT,
    why: `"asistente médico" = medical assistant. ${MEDICAL_ASSISTANT.why}`,
  },
  {
    keyword: 'cosmetología',
    location: 'Los Angeles, CA',
    radius: 25,
    kind: 'spanish',
    lang: 'es',
    known: false,
    ...COSMETOLOGY,
    why: `"cosmetología" = cosmetology. ${COSMETOLOGY.why}`,
  },
];
