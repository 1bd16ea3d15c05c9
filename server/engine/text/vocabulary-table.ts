// The job-seeker vocabulary: everyday words, acronyms and Spanish terms mapped to CIP 2020 and SOC 2018 codes.
//
// Reviewed by hand and versioned with the code (decision 0060). One entry per line, columns split by " | ":
//   lang | terms (";"-separated, the first is the main one) | label | CIP codes | SOC codes | level | note
// - CIP codes are 6-digit ("51.3902") or a 4-digit series ("51.38" = every 6-digit code under it); a "+" marks a
//   related code ("+51.3999"): its programs are found and ranked after those of the term's own codes. SOC codes are
//   detailed ("31-1131"). vocabulary.test.ts proves each exists in CIP 2020 / SOC 2018. A code CIP 2020 marks
//   "Moved from" is allowed: IPEDS completions still report programs under some (43.0116 → 43.0403).
// - level (optional) says which credentials the words ask for: graduate, bachelor, associate, doctorate.
// - A term may repeat across entries (e.g. "coding" means programming and medical coding): its codes are unioned.
// Matching folds case and accents, so "enfermería" and "enfermeria" are one term.

export const VOCABULARY_VERSION = '2026-11-26.1';

export const VOCABULARY_TABLE = `
# --- Nursing and patient care
en | CNA; certified nursing assistant; certified nurse aide; certified nurse assistant; nursing assistant; nurse aide; nurse assistant; nursing aide; patient care assistant; patient care technician; PCT; STNA; LNA | Nursing assistant (CNA) | 51.3902 +51.3999 +51.2601 | 31-1131 | | STNA (Ohio) and LNA (New England) are state names for CNA
en | LPN; LVN; licensed practical nurse; licensed vocational nurse; practical nurse; practical nursing; vocational nurse; vocational nursing | Licensed practical / vocational nurse (LPN, LVN) | 51.3901 +51.3999 | 29-2061 | |
en | RN; registered nurse; registered nursing; professional nursing | Registered nurse (RN) | 51.3801 | 29-1141 | |
en | ADN; associate degree nursing; associate degree in nursing | Associate degree in nursing (ADN) | 51.3801 | 29-1141 | associate |
en | BSN; bachelor of science in nursing; RN to BSN | Bachelor of science in nursing (BSN) | 51.3801 51.3808 | 29-1141 | bachelor |
en | MSN; master of science in nursing; nursing masters | Master of science in nursing (MSN) | 51.38 | 29-1141 29-1171 | graduate |
en | DNP; doctor of nursing practice | Doctor of nursing practice (DNP) | 51.3818 51.38 | 29-1171 | doctorate |
en | NP; nurse practitioner; family nurse practitioner; FNP | Nurse practitioner | 51.3805 51.3803 51.3809 51.3810 51.3821 51.3822 | 29-1171 | graduate |
en | CRNA; nurse anesthetist | Nurse anesthetist (CRNA) | 51.3804 | 29-1151 | graduate |
en | nurse midwife; midwife; midwifery | Nurse midwife | 51.3807 | 29-1161 | |
en | nursing; nurse; nurses | Nursing | 51.38 51.39 | 29-1141 29-2061 31-1131 | | every nursing credential, from nurse aide to nurse practitioner
en | LVN to RN; LPN to RN; nursing bridge | LPN/LVN to RN bridge | 51.3801 51.3901 | 29-1141 | |
en | home health aide; HHA; home health; home care aide; home attendant | Home health aide | 51.2602 51.2601 +51.3902 | 31-1121 | |
en | personal care aide; caregiver; caregiving; PCA | Personal care aide, caregiver | 51.2601 51.2602 +51.3902 | 31-1122 31-1121 | |
en | medication aide; certified medication aide; med aide; QMA; medication technician | Medication aide | 51.2603 | 31-1131 | |
en | patient care; patient care tech | Patient care | 51.3902 51.2601 | 31-1131 | |
en | geriatric care; elder care; senior care | Care of older adults | 51.3821 51.2602 19.0702 | 31-1121 31-1122 | |
# --- Allied health
en | medical assistant; medical assisting; clinical medical assistant; CCMA; CMA; certified medical assistant; RMA; MA | Medical assistant | 51.0801 +51.0710 +51.0711 +51.0716 | 31-9092 | | CMA: Certified Medical Assistant (AAMA), the common national meaning; Texas's certified medication aide is "medication aide". MA: what clinics and job boards call a medical assistant (a state is typed in the Location field)
en | phlebotomy; phlebotomist; phlebotomy technician; blood draw; venipuncture; CPT; certified phlebotomy technician | Phlebotomy | 51.1009 +51.1004 +51.0802 | 31-9097 | |
en | EKG; ECG; EKG technician; electrocardiograph; EKG tech; monitor technician | EKG technician | 51.0902 | 29-2031 | |
en | pharmacy technician; pharmacy tech; CPHT; pharmacy assistant; pharmacy | Pharmacy technician | 51.0805 | 29-2052 31-9095 | |
en | pharmacist; pharmd; doctor of pharmacy | Pharmacy | 51.2001 | 29-1051 | |
en | dental assistant; dental assisting | Dental assistant | 51.0601 +51.0602 | 31-9091 | |
en | dental hygienist; dental hygiene | Dental hygienist | 51.0602 +51.0601 | 29-1292 | |
en | dental lab technician; dental laboratory | Dental laboratory technician | 51.0603 | 51-9081 | |
en | dentist; dentistry | Dentistry | 51.0401 | 29-1021 | |
en | EMT; emergency medical technician; EMT basic; EMT b; ambulance | Emergency medical technician (EMT) | 51.0904 51.0810 | 29-2042 53-3011 | |
en | paramedic; paramedicine; EMT paramedic; EMS; emergency medical services | Paramedic | 51.0904 | 29-2043 29-2042 | |
en | medical coding; medical coder; medical billing; medical billing and coding; billing and coding; coding specialist; health information | Medical billing and coding | 51.0713 51.0714 +51.0707 +51.0706 | 29-2072 | |
en | medical records; health information technology; RHIT; health information management; HIM | Health information, medical records | 51.0707 51.0706 +51.0713 | 29-2072 29-9021 | |
en | medical office; medical receptionist; medical secretary; medical administrative assistant; CMAA; certified medical administrative assistant; unit clerk; unit secretary | Medical office and administration | 51.0716 51.0710 51.0712 51.0705 +51.0801 | 43-6013 | |
en | medical transcription; medical transcriptionist | Medical transcription | 51.0708 | 31-9094 | |
en | surgical tech; surgical technologist; surgical technician; surgical technology; scrub tech; operating room technician | Surgical technologist | 51.0909 +51.1012 | 29-2055 | |
en | sterile processing; sterile processing technician; central service technician; CRCST | Sterile processing | 51.1012 | 31-9093 | |
en | radiology tech; radiology; radiologic technology; radiologic technologist; x-ray technician; x-ray tech; radiography; rad tech; x-ray | Radiologic technology (X-ray) | 51.0911 +51.0907 +51.0919 | 29-2034 | |
en | ultrasound; sonography; sonographer; ultrasound technician; diagnostic medical sonography | Ultrasound, sonography | 51.0910 | 29-2032 | |
en | MRI technician; MRI; magnetic resonance imaging | MRI technology | 51.0920 | 29-2035 | |
en | ct technologist; ct scan; computed tomography | Computed tomography | 51.0911 | 29-2034 | |
en | mammography | Mammography | 51.0919 | 29-2034 | |
en | respiratory therapist; respiratory therapy; respiratory care; RRT | Respiratory therapy | 51.0908 51.0812 | 29-1126 | |
en | physical therapy assistant; physical therapist assistant; PTA; pt assistant | Physical therapist assistant | 51.0806 +51.2308 | 31-2021 | |
en | physical therapy; physical therapist; dpt | Physical therapy | 51.2308 | 29-1123 | |
en | occupational therapy assistant; COTA; OTA; occupational therapist assistant | Occupational therapy assistant | 51.0803 +51.2306 | 31-2011 | |
en | occupational therapy; occupational therapist | Occupational therapy | 51.2306 | 29-1122 | |
en | medical lab technician; MLT; lab technician; clinical laboratory technician; medical laboratory; lab tech | Medical laboratory technician | 51.1004 51.1005 51.0802 +51.1009 | 29-2012 29-2011 | |
en | cardiovascular technologist; cardiac sonographer; echocardiography; cardiovascular technology | Cardiovascular technology | 51.0901 | 29-2031 | |
en | massage therapy; massage therapist; massage; LMT; therapeutic massage | Massage therapy | 51.3501 | 31-9011 | |
en | veterinary technician; vet tech; veterinary assistant; vet assistant; animal health technician | Veterinary technician / assistant | 01.8301 | 29-2056 31-9096 | |
en | veterinarian; veterinary medicine; DVM | Veterinary medicine | 01.8001 | 29-1131 | |
en | optician; opticianry; ophthalmic technician | Optician, ophthalmic technician | 51.1801 51.1803 | 29-2081 29-2057 | |
en | dietetic technician; dietitian; nutritionist; nutrition | Dietetics and nutrition | 51.3101 51.3102 51.3103 +19.0501 +19.0504 | 29-1031 29-2051 | |
en | community health worker; CHW; promotor; promotora | Community health worker | 51.1504 51.2208 | 21-1094 | |
en | behavioral health technician; mental health technician; psychiatric technician; psych tech | Mental health technician | 51.1502 | 29-2053 31-1133 | |
en | substance abuse counselor; addiction counselor; chemical dependency counselor; LCDC; drug and alcohol counselor; recovery coach; peer recovery | Substance abuse counseling | 51.1501 | 21-1011 | |
en | mental health counselor; counseling; counselor; therapist; LPC | Counseling | 51.1508 51.1505 13.1101 +51.1501 | 21-1014 21-1013 21-1012 | |
en | social work; social worker; MSW; BSW | Social work | 44.0701 51.1503 +44.0000 | 21-1021 21-1022 21-1023 | |
en | physician assistant; physician associate; PA-C | Physician assistant | 51.0912 | 29-1071 | graduate |
en | doctor; physician; medical school; medicine | Medicine | 51.1201 51.1202 | 29-1215 29-1216 | |
en | health care administration; healthcare management; hospital administration; healthcare administration | Health care administration | 51.0701 51.0702 51.2211 | 11-9111 | |
en | healthcare; health care; allied health; health science; health sciences | Health care | 51.0000 51.0001 51.9999 | | |
en | speech therapy; speech language pathology; slp; speech pathologist | Speech-language pathology | 51.0203 51.0204 51.0816 | 29-1127 | |
en | athletic trainer; athletic training | Athletic training | 51.0913 | 29-9091 | |
en | dialysis technician; dialysis; hemodialysis | Dialysis technician | 51.0999 | 29-2099 | |
en | polysomnography; sleep technician; sleep tech | Polysomnography | 51.0917 | 29-2099 | |
en | public health | Public health | 51.2201 51.2207 51.2208 | 21-1091 | |
# --- Trades and construction
en | electrician; electricians; electrical apprentice; journeyman electrician; electrical technician; electrical wiring | Electrician | 46.0302 46.0301 46.0399 +46.0303 +47.0101 | 47-2111 47-3013 | |
en | HVAC; HVACR; HVAC r; heating and air; heating ventilation air conditioning; air conditioning; refrigeration; heating and cooling; ac technician; ac repair | HVAC (heating, ventilation, air conditioning) | 47.0201 15.0501 | 49-9021 | |
en | plumber; plumbing; plumbers | Plumbing | 46.0503 46.0599 +46.0502 | 47-2152 47-3015 | |
en | pipefitter; pipefitting; pipe fitter; steamfitter; sprinkler fitter | Pipefitting | 46.0502 +46.0503 +46.0599 | 47-2152 | | CIP 46.0502 is pipefitting's own code; plumbing programs teach much of it
en | carpenter; carpentry; carpenters; framing; finish carpentry | Carpentry | 46.0201 | 47-2031 47-3012 | |
en | welding; welder; welders; weld; pipe welding; mig welding; tig welding; certified welder | Welding | 48.0508 15.0614 +48.0511 | 51-4121 51-4122 | |
en | construction; construction trades; building trades; construction worker; construction laborer | Construction trades | 46.0000 46.0415 46.9999 +46.0201 | 47-2061 | |
en | construction management; construction manager; site supervisor | Construction management | 52.2001 46.0412 15.1001 | 11-9021 | |
en | mason; masonry; bricklayer; bricklaying; brick mason; stone mason | Masonry | 46.0101 | 47-2021 47-2022 | |
en | concrete; concrete finisher; cement mason | Concrete finishing | 46.0402 | 47-2051 | |
en | drywall; drywaller; drywall installer | Drywall installation | 46.0404 | 47-2081 | |
en | painter; painting contractor; house painter | Painting (buildings) | 46.0408 | 47-2141 | |
en | roofer; roofing | Roofing | 46.0410 | 47-2181 | |
en | glazier; glass installer | Glazier | 46.0406 | 47-2121 | |
en | insulation; insulator | Insulation | 46.0414 | 47-2131 47-2132 | |
en | flooring; floor installer; tile setter; tile installer | Floor and tile installation | 46.0413 | 47-2042 47-2044 | |
en | lineman; lineworker; line worker; power line; electrical lineworker; utility line | Lineworker | 46.0303 +46.0301 | 49-9051 | |
en | building maintenance; maintenance technician; property maintenance; facilities maintenance; handyman; maintenance worker | Building maintenance | 46.0401 | 49-9071 | |
en | building inspector; construction inspector; home inspector; code inspector | Building inspection | 46.0403 | 47-4011 | |
en | heavy equipment operator; heavy equipment; equipment operator; operating engineer; excavator; bulldozer; backhoe | Heavy equipment operation | 49.0202 | 47-2073 | |
en | crane operator; crane; rigger; rigging | Crane operation | 49.0206 | 53-7021 49-9096 | |
en | ironworker; ironworking; structural steel | Ironworking | 48.0509 | 47-2221 | |
en | sheet metal; sheet metal worker | Sheet metal | 48.0506 | 47-2211 | |
en | boilermaker | Boilermaking | 48.0801 | 47-2011 | |
en | solar installer; solar panel installer; solar; photovoltaic; pv installer | Solar energy installation | 47.0703 15.1703 | 47-2231 | |
en | wind turbine; wind turbine technician; wind tech; wind energy; wind power; wind technician | Wind energy technology | 15.1704 47.0704 +47.0701 +47.0303 | 49-9081 | |
en | wind turbine technician; wind technician; wind energy | Wind energy | 47.0704 15.1704 | 49-9081 | |
en | elevator mechanic; elevator installer | Elevator installation | 46.9999 | 47-4021 | |
en | apprenticeship; apprenticeships; apprentice; pre apprenticeship; preapprenticeship; registered apprenticeship | Apprenticeships | | | certificate | a kind of program, not a field: puts certificates (what apprentices earn at school) first; typed alone, matches the programs whose name says apprenticeship (decision 0181)
en | locksmith; locksmithing | Locksmithing | 47.0403 | 49-9094 | |
en | EPA 608; EPA certification; EPA section 608; section 608; refrigerant certification; universal refrigerant | EPA 608 refrigerant certification (HVAC-R) | 47.0201 15.0501 | 49-9021 | | the EPA's Section 608 certification is earned in HVAC-R training; O*NET lists no such title
en | renewable energy; clean energy; green energy; alternative energy | Renewable energy technology | 15.0505 15.1704 15.1701 03.0209 +15.0503 +47.0703 | 47-2231 49-9081 | | a field with several CIP homes; O*NET lists no such title
en | GIS; geographic information systems; geographic information science; geospatial | Geographic information systems (GIS) | 45.0702 43.0407 +15.1102 +45.0701 | 15-1299 | | O*NET lists GIS titles under 15-1299.02, a specialisation of "Computer occupations, all other", whose crosswalk names general computing programs: the table names the GIS programs
en | ABA; ABA therapy; applied behavior analysis; behavior analyst; BCBA | Applied behavior analysis (ABA) | 42.2814 +51.1502 +13.1013 | 19-3039 | | O*NET lists no ABA title (its RBT is a psychiatric technician, 29-2053)
en | appliance repair; appliance technician | Appliance repair | 47.0106 | 49-9031 | |
en | cabinet maker; cabinetmaking; woodworking; woodworker; millwork | Woodworking and cabinetmaking | 48.0703 48.0701 | 51-7011 | |
en | upholstery; upholsterer | Upholstery | 48.0303 | 51-6093 | |
en | pest control; exterminator | Pest control | 01.1105 | 37-2021 | |
en | landscaping; landscaper; groundskeeper; lawn care; groundskeeping | Landscaping and groundskeeping | 01.0605 | 37-3011 | |
# --- Mechanics and repair
en | auto mechanic; car mechanic; automotive technician; auto technician; auto tech; automotive mechanic; auto repair; car repair; automotive; mechanic; automotive service; ASE | Automotive mechanic | 47.0604 +47.0600 +47.0603 +47.0605 +15.0803 | 49-3023 | |
en | diesel mechanic; diesel technician; diesel tech; diesel; diesel engine | Diesel mechanic | 47.0605 +47.0613 +47.0302 | 49-3031 | |
en | truck mechanic; heavy truck technician | Truck and heavy vehicle technician | 47.0613 47.0605 | 49-3031 | |
en | auto body; autobody; collision repair; body shop; auto collision; collision technician; auto painter | Auto body and collision repair | 47.0603 | 49-3021 | |
en | aircraft mechanic; aviation mechanic; airframe and powerplant; a and p; AMT; aviation maintenance; aircraft maintenance | Aircraft mechanic (A&P) | 47.0607 47.0608 +47.0609 | 49-3011 49-2091 | |
en | avionics | Avionics | 47.0609 | 49-2091 | |
en | motorcycle mechanic; motorcycle repair | Motorcycle mechanic | 47.0611 | 49-3052 | |
en | small engine repair; small engine mechanic; outdoor power equipment | Small engine repair | 47.0606 | 49-3053 | |
en | marine mechanic; boat mechanic; marine technician | Marine mechanic | 47.0616 | 49-3051 | |
en | heavy equipment mechanic; heavy equipment maintenance; diesel equipment technician | Heavy equipment mechanic | 47.0302 | 49-3042 | |
en | industrial maintenance; industrial mechanic; millwright; maintenance mechanic; industrial maintenance technician | Industrial maintenance | 47.0303 | 49-9041 49-9044 49-9043 | |
en | electronics technician; electronics; electronics repair; electronic technology | Electronics technician | 15.0303 47.0101 47.0105 +15.0399 | 17-3023 49-2094 | |
en | computer repair; computer technician; pc repair; computer installation | Computer repair | 47.0104 +15.1202 +11.1006 | 49-2011 15-1232 | | 47.0104 is the repair code; computer systems technology (15.1202) and support (11.1006) teach it too
en | mechatronics; automation technician; robotics; automation; PLC; PLC technician | Mechatronics, automation and robotics | 15.0407 15.0405 15.0406 15.0403 | 17-3024 | |
en | instrumentation technician; instrumentation | Instrumentation | 15.0404 | 17-3024 | |
en | gunsmith; gunsmithing | Gunsmithing | 47.0402 | 49-9099 | |
# --- Manufacturing and production
en | CNC; CNC machinist; CNC operator; CNC machining; CNC programmer; computer numerical control | CNC machining | 48.0510 +48.0501 +48.0503 | 51-9161 51-9162 51-4041 | |
en | machinist; machining; machine shop; machine tool; tool and die; toolmaker | Machining | 48.0501 48.0503 48.0507 48.0510 +15.0613 | 51-4041 51-4111 | |
en | manufacturing; manufacturing technician; advanced manufacturing; production technician; production worker; factory | Manufacturing | 15.0613 15.0612 48.0000 | 51-1011 51-9199 51-2092 | |
en | quality control; quality assurance; quality inspector; qa qc; quality technician | Quality control | 15.0702 | 51-9061 | |
en | metal fabrication; fabricator; metal fabricator | Metal fabrication | 48.0511 48.0508 | 51-2041 | |
en | process technology; process technician; process operator; PTEC; plant operator; refinery operator; chemical plant | Process technology | 41.0301 15.0699 15.0615 | 51-8091 51-8093 | |
en | water treatment; wastewater; water operator; wastewater treatment; water plant operator | Water and wastewater treatment | 15.0506 | 51-8031 | |
en | power plant operator; power plant; nuclear technician | Power plant operation | 15.1702 15.1401 41.0205 | 51-8013 51-8011 | |
en | oil and gas; oilfield; petroleum technology; roughneck; drilling | Oil and gas | 15.0903 | 47-5071 47-5012 | |
en | semiconductor; semiconductor technician; chip manufacturing | Semiconductor manufacturing | 15.0616 | 51-9141 | |
en | printing; press operator; printing press | Printing | 10.0305 | 51-5112 | |
en | sewing; seamstress; tailor; apparel manufacturing | Sewing and tailoring | 19.0902 | 51-6052 51-6031 | |
en | food processing; meat cutting; butcher; meat cutter | Food processing, meat cutting | 12.0506 01.0401 | 51-3021 51-3022 | |
en | safety; OSHA; occupational safety; workplace safety; safety technician; environmental health and safety; EHS | Occupational safety | 15.0701 15.0703 51.2206 | 19-5011 | |
en | hazmat; hazardous materials; hazwoper; asbestos abatement | Hazardous materials | 15.0508 | 47-4041 | |
# --- Transportation and logistics
en | CDL; CDL a; CDL b; class a CDL; class b CDL; commercial driver; commercial drivers license; truck driver; truck driving; trucking; truck driver training; tractor trailer; semi truck; 18 wheeler; OTR driver; professional driver | Truck driving (CDL) | 49.0205 | 53-3032 53-3033 | |
en | bus driver; school bus driver; bus operator; transit operator | Bus driver | 49.0205 | 53-3051 53-3052 | |
en | forklift; forklift operator; forklift certification; forklift driver | Forklift operation | 49.0209 | 53-7051 | |
en | logistics; supply chain; warehouse; warehousing; distribution; shipping and receiving; inventory | Logistics and warehousing | 52.0203 +52.0209 +47.0409 | 13-1081 53-7065 43-5071 | |
en | pilot; commercial pilot; airline pilot; flight school; flight training; aviation; professional pilot | Pilot training | 49.0102 49.0108 +49.0101 +49.0109 | 53-2011 53-2012 | |
en | drone pilot; drone; UAS; unmanned aircraft; remote pilot | Drone pilot | 49.0109 | 53-2012 | |
en | flight attendant | Flight attendant | 49.0106 | 53-2031 | |
en | air traffic controller; air traffic control | Air traffic control | 49.0105 | 53-2021 | |
en | railroad; railroad conductor; rail; locomotive engineer | Railroad | 49.0208 | 53-4031 53-4011 | |
en | maritime; merchant marine; deckhand; boat captain | Maritime | 49.0309 49.0399 | 53-5011 53-5021 | |
en | dispatcher; dispatch; 911 dispatcher; emergency dispatcher; telecommunicator | Dispatcher | 43.0302 43.9999 | 43-5031 43-5032 | |
en | chauffeur; rideshare; taxi driver; delivery driver | Driving (passengers and delivery) | 49.0205 | 53-3053 53-3031 53-3033 | |
# --- Public safety
en | police academy; police officer; police; police science; peace officer; sheriff; deputy; basic peace officer; BPOC; police training; cop | Police academy, police officer | 43.0107 | 33-3051 | | BPOC is Texas's basic peace officer course
en | law enforcement; law enforcement officer | Law enforcement | 43.0107 43.0103 | 33-3051 33-3021 | |
en | corrections; correctional officer; corrections officer; jailer; detention officer; prison guard | Corrections | 43.0102 43.0110 +43.0113 | 33-3012 | |
en | criminal justice | Criminal justice | 43.0104 43.0103 43.0100 +43.0107 | 33-3051 33-3021 | |
en | firefighter; fire fighter; fire academy; fire science; firefighting; fire technology; fireman | Firefighting | 43.0203 43.0206 +43.0201 +43.0202 | 33-2011 | |
en | fire inspector; fire investigator; arson investigator | Fire inspection | 43.0205 43.0201 | 33-2021 | |
en | security guard; security officer; security guard training; private security; loss prevention; armed guard | Security guard | 43.0109 | 33-9032 | |
en | private investigator; detective | Private investigation | 43.0114 | 33-9021 33-3021 | |
en | emergency management; disaster management; homeland security; emergency preparedness | Emergency management, homeland security | 43.0302 43.0301 | 11-9161 | |
en | forensic science; forensics; crime scene; CSI; crime scene investigation | Forensic science | 43.0406 43.0402 43.0106 | 19-4092 | |
en | lifeguard; lifeguarding | Lifeguard | 31.0599 | 33-9092 | |
en | probation officer; parole officer | Probation and parole | 43.0102 44.0701 | 21-1092 | |
# --- Computers and IT
en | IT; information technology; IT support; IT help desk; help desk; helpdesk; tech support; technical support; desktop support; computer support; IT technician; IT specialist; CompTIA A+; a plus; CompTIA; IT fundamentals; service desk | IT support | 11.1006 11.0103 +11.0901 +47.0104 +15.1202 +11.1001 | 15-1232 15-1231 | |
en | cybersecurity; cyber security; cyber; information security; infosec; network security; security analyst; ethical hacking; penetration testing; security plus; CompTIA Security+; CISSP; soc analyst | Cybersecurity | 11.1003 43.0404 43.0403 43.0116 +29.0207 +43.0303 | 15-1212 | |
en | networking; network administrator; network technician; network engineer; CCNA; cisco; network administration; network support; system administrator; sysadmin | Networking and system administration | 11.0901 11.1001 11.1002 +11.1003 | 15-1244 15-1231 15-1241 | |
en | coding; coder; programming; programmer; computer programming; software developer; software development; software engineer; software engineering; coding bootcamp; bootcamp; full stack; app development | Programming and software development | 11.0201 11.0202 11.0203 11.0299 11.0204 11.0205 +11.0701 +14.0903 +11.0801 | 15-1251 15-1252 | | "coding" also means medical coding (see that entry)
en | coding | Medical billing and coding | 51.0713 | 29-2072 | | the second meaning of "coding"
en | web developer; web development; web design; web designer; front end; html; javascript | Web development and design | 11.0801 11.1004 +50.0409 | 15-1254 15-1255 | |
en | computer science; CS; computer scientist | Computer science | 11.0701 +11.0101 +14.0903 | 15-1221 15-1252 | |
en | data science; data scientist; data analytics; data analyst; data analysis; big data; analytics | Data science and analytics | 30.7001 30.7101 30.7102 30.7199 +11.0802 +52.1302 +27.0501 | 15-2051 15-2041 | |
en | database; database administrator; SQL; DBA | Database administration | 11.0802 +30.7001 | 15-1242 15-1243 | |
en | cloud computing; cloud; AWS; azure | Cloud computing | 11.0902 | 15-1241 15-1244 | |
en | artificial intelligence; AI; machine learning | Artificial intelligence | 11.0102 | 15-2051 15-1221 | |
en | computer; computers; computer technology | Computers | 11.0101 11.0103 11.9999 | 15-1299 | |
en | microsoft office; computer literacy; computer basics; digital literacy; office software; excel; data entry | Computer applications and data entry | 11.0601 52.0407 | 43-9021 | |
en | game design; video game design; game development | Game design | 50.0411 11.0204 | 15-1252 | |
en | project management; project manager; PMP; CAPM | Project management | 52.0211 +11.1005 | 13-1082 | |
en | drafting; CAD; autocad; drafter; CADD | Drafting and CAD | 15.1301 15.1302 15.1303 15.1306 | 17-3011 17-3012 17-3013 | |
en | graphic design; graphic designer; graphic arts; adobe | Graphic design | 50.0409 +50.0402 +50.0401 | 27-1024 | |
en | telecommunications; fiber optics; cable technician; telecom | Telecommunications | 15.0305 47.0103 | 49-2022 49-9052 | |
# --- Education and child care
en | teacher; teaching; teachers; teacher certification; alternative certification; teacher education; teacher preparation; educator; teaching certificate | Teaching | 13.1202 13.1203 13.1205 13.1206 13.1207 13.1209 13.1210 13.13 13.10 +13.0101 +13.1299 +13.1201 +13.1401 | 25-2021 25-2031 25-2022 25-2011 | |
en | elementary teacher; elementary education | Elementary teaching | 13.1202 | 25-2021 | |
en | high school teacher; secondary education; secondary teacher | Secondary teaching | 13.1205 | 25-2031 | |
en | special education; special ed; SPED | Special education | 13.10 | 25-2059 25-2056 | |
en | substitute teacher | Substitute teaching | 13.1299 13.0101 | 25-3031 | |
en | teacher aide; teacher assistant; teachers aide; paraprofessional; paraeducator; teaching assistant | Teacher assistant | 13.1501 | 25-9042 25-9043 | |
en | child care; childcare; daycare; day care; child care worker; CDA; child development associate; nanny | Child care | 19.0709 19.0708 +19.0706 +13.1210 | 39-9011 | | CDA: Child Development Associate credential
en | early childhood education; early childhood; preschool teacher; pre k; prek; kindergarten teacher; ECE | Early childhood education | 13.1210 13.1209 +19.0706 +19.0709 | 25-2011 25-2012 | |
en | ESL; english as a second language; TESOL; TEFL; ESL teacher; english learners | English as a second language | 13.1401 32.0109 | 25-3011 | |
en | GED; HSE; high school equivalency; adult education; adult basic education; high school diploma | Adult education and GED | 32.0202 13.1201 | 25-3011 | |
en | tutor; tutoring | Tutoring | 13.1299 | 25-3041 | |
en | librarian; library science; library technician | Library science | 25.0101 25.0301 | 25-4022 25-4031 | |
en | school counselor; guidance counselor | School counseling | 13.1101 | 21-1012 | |
# --- Beauty and personal care
en | cosmetology; cosmetologist; beauty school; hair stylist; hairstylist; hairdresser; hair design; hair; beautician; stylist | Cosmetology | 12.0401 12.0407 +12.0413 +12.0499 | 39-5012 | |
en | barber; barbering; barber school; barbers | Barbering | 12.0402 +12.0413 | 39-5011 | |
en | esthetician; aesthetician; esthetics; skin care; skincare; facialist; master esthetician | Esthetics and skin care | 12.0409 12.0414 12.0408 +12.0413 | 39-5094 | |
en | nail technician; nail tech; manicurist; nails; manicure; pedicure | Nail technology | 12.0410 +12.0413 | 39-5092 | |
en | makeup artist; makeup; permanent makeup | Makeup artistry | 12.0406 12.0411 | 39-5091 | |
en | cosmetology instructor; barber instructor | Cosmetology instructor | 12.0413 | 25-1194 | |
en | electrolysis; electrologist | Electrolysis | 12.0404 | 39-5094 | |
en | funeral service; mortuary science; embalmer; funeral director; mortician | Funeral service | 12.0301 12.0302 12.0303 | 39-4011 39-4031 | |
en | personal trainer; fitness trainer; fitness instructor; group fitness; fitness | Fitness training | 31.0507 31.0501 | 39-9031 | |
en | dog grooming; pet grooming; groomer; animal care; animal caretaker | Animal care and grooming | 01.0504 01.8301 | 39-2021 | |
# --- Culinary and hospitality
en | culinary; culinary arts; chef; cook; cooking; cooking school; culinary school; line cook; kitchen | Culinary arts | 12.0503 12.0500 12.0505 +12.0501 +12.0504 +12.0509 | 35-1011 35-2014 | |
en | baking; baker; pastry; pastry chef; baking and pastry | Baking and pastry | 12.0501 +12.0503 | 51-3011 | |
en | bartender; bartending; mixology | Bartending | 12.0502 | 35-3011 | |
en | food service; food handler; servsafe; food safety; restaurant | Food service | 12.0507 12.0508 12.0505 | 35-2021 35-3031 | |
en | restaurant management; food service management | Restaurant management | 12.0504 52.0905 | 11-9051 | |
en | hospitality; hotel management; hospitality management; hotel; lodging; tourism; event planning | Hospitality and tourism | 52.0901 52.0904 52.0903 52.0907 | 11-9081 13-1121 | |
# --- Business, office and finance
en | accounting; accountant; CPA; accounting clerk | Accounting | 52.0301 52.0302 52.0304 +52.0305 | 13-2011 43-3031 | |
en | bookkeeping; bookkeeper; quickbooks; payroll; accounts payable | Bookkeeping | 52.0302 +52.0301 | 43-3031 43-3051 | |
en | business; business administration; business management; management; manager; supervisor; supervision; leadership | Business administration and management | 52.0201 52.0101 +52.0213 +52.0204 +52.0205 | 11-1021 | |
en | MBA; master of business administration | Master of business administration (MBA) | 52.0201 | 11-1021 | graduate |
en | administrative assistant; admin assistant; office assistant; secretary; receptionist; office administration; clerical; office clerk; office skills; front desk | Office administration | 52.0401 52.0402 52.0408 +52.0407 +51.0716 | 43-6014 43-4171 43-9061 | |
en | customer service; call center; customer service representative; customer support | Customer service | 52.0411 52.0207 | 43-4051 | |
en | human resources; HR; human resource management; SHRM; recruiter; recruiting | Human resources | 52.1001 52.1005 | 13-1071 11-3121 | |
en | marketing; digital marketing; social media; social media marketing; advertising; SEO | Marketing | 52.1401 52.1404 52.1499 +09.0903 | 13-1161 11-2021 | |
en | sales; salesperson; retail; retail sales; sales representative | Sales and retail | 52.1804 52.1801 52.1803 +52.0212 | 41-2031 41-4012 | |
en | real estate; real estate agent; realtor; real estate license; property management | Real estate | 52.1501 | 41-9022 41-9021 11-9141 | |
en | insurance; insurance agent; insurance adjuster; claims adjuster | Insurance | 52.1701 | 41-3021 13-1031 | |
en | banking; bank teller; teller; loan officer | Banking | 52.0803 | 43-3071 13-2072 | |
en | finance; financial planning; financial advisor; financial analyst | Finance | 52.0801 52.0804 +52.0803 | 13-2051 13-2052 | |
en | tax preparation; tax preparer; income tax; taxes | Tax preparation | 52.1601 | 13-2082 | |
en | entrepreneurship; small business; start a business; entrepreneur | Entrepreneurship | 52.0701 52.0703 | 11-1021 | |
en | paralegal; legal assistant; paralegal studies | Paralegal | 22.0302 +22.0301 | 23-2011 | |
en | legal secretary; legal administrative assistant | Legal secretary | 22.0301 | 43-6012 | |
en | court reporter; court reporting; stenographer; captioning | Court reporting | 22.0303 | 27-3092 | |
en | law; law school; lawyer; attorney; JD | Law | 22.0101 | 23-1011 | graduate |
en | interpreter; translator; translation; interpreting; medical interpreter | Interpreting and translation | 16.0103 | 27-3091 | |
en | economics | Economics | 45.0601 52.0601 | 19-3011 | |
# --- Agriculture and environment
en | agriculture; farming; farmer; ranching; agribusiness; farm | Agriculture | 01.0000 01.0101 01.0102 01.0104 01.0301 +01.0302 +01.0304 | 11-9013 45-2092 | |
en | horticulture; greenhouse; nursery management; gardening | Horticulture | 01.0601 01.0603 01.0606 | 45-2092 | |
en | forestry; forest; logging | Forestry | 03.0501 03.0511 | 45-4011 | |
en | environmental science; conservation; environmental technician | Environmental science | 03.0104 15.0507 03.0101 | 19-2041 19-4042 | |
# --- Arts, media and design
en | photography; photographer | Photography | 50.0605 50.0406 | 27-4021 | |
en | film; video production; filmmaking; film production | Film and video production | 50.0602 +50.0601 | 27-2012 27-4031 | |
en | audio engineering; sound engineering; recording; music production | Audio and recording | 10.0203 15.0307 50.0913 | 27-4014 | |
en | interior design; interior designer | Interior design | 50.0408 | 27-1025 | |
en | fashion design; fashion designer; fashion | Fashion design | 50.0407 52.1902 | 27-1022 | |
en | animation; animator | Animation | 10.0304 | 27-1014 | |
en | music; musician | Music | 50.0901 50.0903 | 27-2042 | |
en | art; arts; artist; fine arts; studio art | Art | 50.0701 50.0702 | 27-1013 | |
en | journalism; journalist; reporter | Journalism | 09.0401 | 27-3023 | |
en | broadcasting; radio; television production | Broadcasting | 10.0202 09.0701 | 27-4012 27-3011 | |
# --- Other services and science
en | psychology; psychologist | Psychology | 42.0101 42.2801 | 19-3033 19-3039 | |
en | human services; case manager; case management | Human services | 44.0000 51.1504 | 21-1093 | |
en | architecture; architect | Architecture | 04.0201 04.0902 | 17-1011 | |
en | engineering; engineer | Engineering | 14.0101 14.1901 14.0801 14.1001 | 17-2199 | |
en | engineering technician; engineering technology | Engineering technology | 15.0000 15.0001 15.0303 15.0805 | 17-3029 | |
en | surveying; surveyor; land surveyor | Surveying | 15.1102 | 17-1022 17-3031 | |
en | biology; biologist | Biology | 26.0101 | 19-1029 | |
en | chemistry; chemist; chemical technician | Chemistry | 40.0501 41.0301 | 19-2031 19-4031 | |
en | lab assistant; laboratory technician; biotechnology; biotech | Laboratory science and biotechnology | 41.0101 26.1201 | 19-4021 19-4099 | |
# --- Credential levels (no codes: they steer which credentials come first)
en | graduate; graduate program; graduate degree; graduate school; grad school; postgraduate; post graduate | Graduate programs | | | graduate |
en | master; masters; master degree; masters degree; ms degree | Master's programs | | | graduate |
en | doctorate; doctoral; PHD; ph d; doctor of philosophy | Doctoral programs | | | doctorate |
en | bachelor; bachelors; bachelor degree; bachelors degree; four year degree; 4 year degree | Bachelor's programs | | | bachelor |
en | associate degree; associates degree; associates; AAS; two year degree; 2 year degree | Associate's programs | | | associate |
en | certificate; certificates; certificate program; certification; certifications; certified; license; licence; licensed; licensing; licensure; diploma | Certificates and licences | | | certificate | a kind of program: certificates first, degrees after (decision 0181)
en | degree; degrees; college degree | Degree programs | | | degree | associate's and bachelor's degrees first
# --- Spanish (es): the same codes as their English counterparts
es | piloto; piloto de avión; piloto aviador; piloto comercial; piloto de aerolínea; escuela de aviación; escuela de vuelo | Piloto (pilot training) | 49.0102 49.0108 +49.0101 +49.0109 | 53-2011 53-2012 | |
es | enfermería; enfermera; enfermero; enfermeras; enfermeros; escuela de enfermería | Enfermería (nursing) | 51.38 51.39 | 29-1141 29-2061 31-1131 | |
es | auxiliar de enfermería; asistente de enfermería; ayudante de enfermería; asistente de enfermera; auxiliar de enfermera; técnico en cuidado de pacientes | Auxiliar de enfermería (CNA) | 51.3902 | 31-1131 | |
es | enfermera vocacional; enfermera práctica; enfermera práctica licenciada; enfermera vocacional licenciada | Enfermera práctica / vocacional (LPN, LVN) | 51.3901 | 29-2061 | |
es | enfermera registrada; enfermero registrado; enfermería registrada | Enfermera registrada (RN) | 51.3801 | 29-1141 | |
es | asistente médico; asistente medico; asistente médica; auxiliar médico; asistente clínico | Asistente médico (medical assistant) | 51.0801 +51.0710 +51.0711 +51.0716 | 31-9092 | |
es | técnico de farmacia; técnica de farmacia; auxiliar de farmacia; farmacia | Técnico de farmacia (pharmacy technician) | 51.0805 | 29-2052 | |
es | flebotomía; flebotomista; técnico en flebotomía; extracción de sangre | Flebotomía (phlebotomy) | 51.1009 | 31-9097 | |
es | asistente dental; auxiliar dental; higienista dental | Asistente dental (dental assistant) | 51.0601 51.0602 | 31-9091 29-1292 | |
es | técnico en emergencias médicas; paramédico; paramedico; técnico de emergencias | Técnico en emergencias médicas (EMT, paramedic) | 51.0904 | 29-2042 29-2043 | |
es | codificación médica; facturación médica; facturación y codificación médica | Codificación médica (medical coding) | 51.0713 51.0714 | 29-2072 | |
es | cuidado de la salud; salud; atención médica; técnico de salud | Salud (health care) | 51.0000 51.0001 | | |
es | cuidador; cuidadora; asistente de salud en el hogar; ayudante de salud en el hogar; cuidado de ancianos; cuidado de personas mayores | Cuidado en el hogar (home health aide) | 51.2602 51.2601 | 31-1121 31-1122 | |
es | masaje terapéutico; terapia de masaje; masajista | Terapia de masaje (massage therapy) | 51.3501 | 31-9011 | |
es | soldadura; soldador; soldadores; soldar | Soldadura (welding) | 48.0508 15.0614 +48.0511 | 51-4121 51-4122 | |
es | electricista; electricistas; electricidad; técnico electricista | Electricista (electrician) | 46.0302 46.0301 46.0399 +46.0303 +47.0101 | 47-2111 47-3013 | |
es | plomero; plomería; plomeria; fontanero; fontanería | Plomería (plumbing) | 46.0503 +46.0502 | 47-2152 | |
es | tubero; instalador de tuberías; instalador de tuberias | Tubería (pipefitting) | 46.0502 +46.0503 | 47-2152 | |
es | carpintería; carpinteria; carpintero | Carpintería (carpentry) | 46.0201 | 47-2031 | |
es | construcción; trabajador de construcción; oficios de construcción | Construcción (construction trades) | 46.0000 46.0415 | 47-2061 | |
es | aire acondicionado; calefacción y aire acondicionado; refrigeración; técnico de aire acondicionado; climatización | Aire acondicionado y refrigeración (HVAC) | 47.0201 15.0501 | 49-9021 | |
es | albañil; albañilería; albanileria | Albañilería (masonry) | 46.0101 | 47-2021 | |
es | pintor de casas; pintura de construcción | Pintura (painting) | 46.0408 | 47-2141 | |
es | mecánico; mecanico; mecánica automotriz; mecanica automotriz; mecánico automotriz; mecánico de autos; técnico automotriz; reparación de autos | Mecánica automotriz (auto mechanic) | 47.0604 +47.0600 | 49-3023 | |
es | mecánico diésel; mecánico de diésel; mecánica diésel | Mecánica diésel (diesel mechanic) | 47.0605 +47.0613 | 49-3031 | |
es | hojalatería; carrocería; hojalatería y pintura | Carrocería (auto body) | 47.0603 | 49-3021 | |
es | mantenimiento industrial; técnico de mantenimiento | Mantenimiento industrial (industrial maintenance) | 47.0303 46.0401 | 49-9041 49-9071 | |
es | maquinista; operador CNC; torno; tornero; maquinado | Maquinado y CNC (machining) | 48.0501 48.0510 | 51-4041 51-9161 | |
es | manufactura; fabricación; producción | Manufactura (manufacturing) | 15.0613 48.0000 | 51-9199 | |
es | conductor de camiones; camionero; camioneros; chofer; chófer; licencia de conducir comercial; licencia comercial; manejo de camiones; conducción de camiones; trailero; operador de tráiler | Conductor de camiones (truck driving, CDL) | 49.0205 | 53-3032 53-3033 | |
es | montacargas; operador de montacargas | Montacargas (forklift) | 49.0209 | 53-7051 | |
es | logística; almacén; almacen; bodega | Logística y almacén (logistics, warehouse) | 52.0203 | 13-1081 53-7065 | |
es | policía; policia; oficial de policía; agente de policía; academia de policía; fuerzas del orden | Policía (police) | 43.0107 43.0103 | 33-3051 | |
es | bombero; bomberos; academia de bomberos | Bombero (firefighter) | 43.0203 | 33-2011 | |
es | guardia de seguridad; seguridad privada; oficial de seguridad | Guardia de seguridad (security guard) | 43.0109 | 33-9032 | |
es | justicia penal; justicia criminal | Justicia penal (criminal justice) | 43.0104 | 33-3051 | |
es | computación; computacion; computadoras; informática; informatica; tecnología de la información; tecnologia de la informacion; soporte técnico; técnico en computación; reparación de computadoras | Computación (computers, IT) | 11.0101 11.0103 11.1006 47.0104 | 15-1232 15-1231 | |
es | ciberseguridad; seguridad informática; seguridad cibernética | Ciberseguridad (cybersecurity) | 11.1003 43.0404 43.0403 | 15-1212 | |
es | programación; programacion; programador; desarrollo de software; desarrollador de software | Programación (programming) | 11.0201 11.0701 | 15-1251 15-1252 | |
es | redes; redes de computadoras; administrador de redes | Redes (networking) | 11.0901 11.1001 | 15-1244 | |
es | diseño gráfico; diseno grafico | Diseño gráfico (graphic design) | 50.0409 | 27-1024 | |
es | maestro; maestra; maestros; docente; profesor; profesora; enseñanza; educación; certificación de maestros; pedagogía | Enseñanza (teaching) | 13.1202 13.1203 13.1205 13.1206 13.1207 13.1209 13.1210 13.13 13.10 +13.0101 | 25-2021 25-2031 | |
es | asistente de maestro; auxiliar docente; asistente educativo | Asistente de maestro (teacher assistant) | 13.1501 | 25-9042 | |
es | cuidado de niños; cuidado infantil; guardería; niñera; cuidadora de niños; asociado en desarrollo infantil; desarrollo infantil | Cuidado de niños (child care) | 19.0709 19.0708 +19.0706 | 39-9011 | |
es | educación temprana; educación infantil; maestra de preescolar; preescolar | Educación temprana (early childhood education) | 13.1210 13.1209 +19.0706 | 25-2011 | |
es | inglés como segundo idioma; ingles como segundo idioma; clases de inglés; clases de ingles; inglés; ingles | Inglés como segundo idioma (ESL) | 13.1401 32.0109 | 25-3011 | |
es | examen de equivalencia; diploma de preparatoria; educación para adultos; preparatoria abierta | Educación para adultos, GED | 32.0202 13.1201 | 25-3011 | |
es | cosmetología; cosmetologia; cosmetóloga; cosmetólogo; estilista; estilismo; belleza; escuela de belleza; peluquería; peluqueria; peluquero | Cosmetología (cosmetology) | 12.0401 12.0407 | 39-5012 | |
es | barbero; barbería; barberia | Barbería (barbering) | 12.0402 | 39-5011 | |
es | técnico de uñas; tecnica de uñas; uñas; manicurista | Uñas (nail technology) | 12.0410 | 39-5092 | |
es | esteticista; estética; cuidado de la piel; cosmiatría | Estética (esthetics) | 12.0409 | 39-5094 | |
es | cocina; cocinero; cocinera; chef; artes culinarias; gastronomía; gastronomia | Artes culinarias (culinary arts) | 12.0503 12.0500 | 35-1011 35-2014 | |
es | panadería; panaderia; panadero; repostería; reposteria; pastelería | Panadería y repostería (baking and pastry) | 12.0501 | 51-3011 | |
es | hotelería; hoteleria; turismo; hospitalidad | Hotelería y turismo (hospitality) | 52.0901 52.0903 | 11-9081 | |
es | contabilidad; contador; contadora; contaduría; teneduría de libros; tenedor de libros | Contabilidad (accounting) | 52.0301 52.0302 | 13-2011 43-3031 | |
es | administración de empresas; negocios; administración; gerencia | Administración de empresas (business) | 52.0201 52.0101 | 11-1021 | |
es | asistente administrativo; asistente administrativa; secretaria; secretariado; recepcionista; auxiliar administrativo; oficina | Asistente administrativo (office administration) | 52.0401 52.0408 | 43-6014 43-4171 | |
es | servicio al cliente; atención al cliente; centro de llamadas | Servicio al cliente (customer service) | 52.0411 | 43-4051 | |
es | recursos humanos | Recursos humanos (human resources) | 52.1001 | 13-1071 | |
es | bienes raíces; bienes raices; agente de bienes raíces | Bienes raíces (real estate) | 52.1501 | 41-9022 | |
es | mercadotecnia; marketing digital; publicidad | Mercadotecnia (marketing) | 52.1401 52.1404 | 13-1161 | |
es | ventas; vendedor | Ventas (sales) | 52.1804 52.1801 | 41-2031 | |
es | asistente legal; asistente jurídico; paralegal | Asistente legal (paralegal) | 22.0302 | 23-2011 | |
es | intérprete; interprete; traductor; traducción; interpretación | Interpretación y traducción | 16.0103 | 27-3091 | |
es | técnico veterinario; asistente veterinario; veterinaria | Técnico veterinario (veterinary technician) | 01.8301 | 29-2056 31-9096 | |
es | agricultura; agricultor; granja | Agricultura (agriculture) | 01.0000 01.0301 | 45-2092 | |
es | jardinería; jardineria; jardinero; paisajismo | Jardinería (landscaping) | 01.0605 | 37-3011 | |
es | trabajo social; trabajador social | Trabajo social (social work) | 44.0701 | 21-1021 | |
es | consejero; consejería; consejero de adicciones | Consejería (counseling) | 51.1501 51.1508 | 21-1011 21-1014 | |
es | terapia respiratoria; terapeuta respiratorio | Terapia respiratoria (respiratory therapy) | 51.0908 | 29-1126 | |
es | técnico de rayos x; radiología; radiologia | Radiología (radiologic technology) | 51.0911 | 29-2034 | |
es | técnico quirúrgico; tecnólogo quirúrgico | Técnico quirúrgico (surgical technologist) | 51.0909 | 29-2055 | |
es | técnico de laboratorio; laboratorio clínico | Laboratorio clínico (medical laboratory) | 51.1004 | 29-2012 | |
es | energía solar; instalador de paneles solares | Energía solar (solar installation) | 47.0703 15.1703 | 47-2231 | |
es | tecnología; tecnologia | Tecnología (technology) | 11.0103 15.0000 | | |
es | aprendiz; aprendizaje; preaprendizaje | Aprendizaje (apprenticeship) | | | certificate | as the English entry
es | maestría; maestria; posgrado; postgrado | Maestría, posgrado (graduate) | | | graduate |
es | doctorado | Doctorado (doctorate) | | | doctorate |
es | licenciatura | Licenciatura (bachelor's) | | | bachelor |
es | grado asociado; título asociado | Grado asociado (associate's) | | | associate |
es | certificado; certificados; certificación; certificacion; licencia; diploma | Certificado o licencia (certificate) | | | certificate |
`;
