// The app's words in English (U.S.) for the frame and the search pages: a chunk of its own, loaded before the
// first render of an English page (catalogues.ts, decision 0046). Keys name where a text is used; `{name}` is
// filled in; { one, other } is chosen by `count`. Spanish (es.ts) has the same keys (a test checks it). The lazy
// pages (About, program page, compare, shortlist) carry their own catalogues beside them.
import { NOT_REPORTED_WORDS } from '../../../contract/dimensions/dimension';
import { programDimension, WIOA_ONLY, YES_NO } from '../../../contract/dimensions/program-dimensions';
import { enValues } from './en-values';

export const en = {
  'app.name': 'Training Search',
  'app.titleSuffix': '{title} — Training Search',
  'app.startFailed': 'Training Search could not start: {reason}',

  // Frame: skip links, header, footer, notices
  'frame.skipToMain': 'Skip to main content',
  'frame.skipToFilters': 'Skip to filters',
  'frame.skipToResults': 'Skip to results',
  'frame.aboutLink': 'About this data',
  'frame.footerNote': 'Program data from NCES IPEDS and state training provider lists.',
  'notice.demo':
    'Demo data: this site is running on a small demonstration dataset, not the full national data.',
  'notice.offline': 'You appear to be offline. Results will update when your connection is back.',

  // Landing page
  'home.title': 'Training Search — find education and training programs',
  'home.heading': 'Find education and training programs',
  'home.intro':
    'Search colleges, technical schools and WIOA-eligible training providers by occupation, program or school, near you or anywhere in the United States.',
  'home.examples': 'Example searches',
  'home.example.welding': 'Welding near Houston, TX',
  'home.example.nursing': 'Registered nurse programs in Texas',
  'home.example.truck': 'WIOA-eligible truck driving programs',
  'home.example.schools': 'Schools near Austin, TX',

  // The search form
  'search.landmarkPrograms': 'Search programs',
  'search.landmarkSchools': 'Search schools',
  'search.type': 'Search type',
  'search.programs': 'Programs',
  'search.schools': 'Schools',
  'search.keyword': 'Keyword or occupation',
  'search.keywordPlaceholderPrograms': 'e.g. welding, CNA, truck driver',
  'search.keywordPlaceholderSchools': 'e.g. welding',
  'search.location': 'Location',
  'search.locationPlaceholder': 'City, ST or ZIP',
  'search.distance': 'Distance',
  'search.miles': { one: '{count} mile', other: '{count} miles' },
  'search.anyDistance': 'Any distance',
  'search.button': 'Search',

  // Suggestions (combobox)
  'suggest.keywordList': 'Keyword or occupation suggestions',
  'suggest.locationList': 'Location suggestions',
  'suggest.count': {
    one: '{count} suggestion. Use the up and down arrow keys to choose one.',
    other: '{count} suggestions. Use the up and down arrow keys to choose one.',
  },
  'suggest.kind.Term': 'Common term',
  'suggest.kind.Program': 'Program',
  'suggest.kind.Occupation': 'Occupation',
  'suggest.kind.Place': 'Place',

  // Results pages
  'results.heading': 'Results',
  'results.searching': 'Searching…',
  'results.programCount': { one: '{count} program', other: '{count} programs' },
  'results.listOnlyOnline': 'Show programs at schools that offer programs fully online instead',
  'results.listOnly':
    'Only state lists of WIOA-eligible programs report {filters}, so these results are programs on the lists of {states} only. Add “Not reported” to see programs from every state.',
  'results.schoolCount': { one: '{count} school', other: '{count} schools' },
  'results.list': 'Search results',
  'results.programsFor': 'Programs for “{keyword}”',
  'results.programsNear': 'Programs near {location}',
  'results.programsForNear': 'Programs for “{keyword}” near {location}',
  'results.allPrograms': 'All programs',
  'results.schoolsFor': 'Schools for “{keyword}”',
  'results.schoolsNear': 'Schools near {location}',
  'results.schoolsForNear': 'Schools for “{keyword}” near {location}',
  'results.allSchools': 'All schools',
  'results.sortBy': 'Sort by',
  'results.perPage': 'Results per page',

  // Sort options
  'sort.best': 'Best match',
  'sort.programAsc': 'Program A–Z',
  'sort.programDesc': 'Program Z–A',
  'sort.schoolAsc': 'School A–Z',
  'sort.schoolDesc': 'School Z–A',
  'sort.credentialAsc': 'Credential, shortest first',
  'sort.credentialDesc': 'Credential, longest first',
  'sort.nearest': 'Nearest first',
  'sort.farthest': 'Farthest first',
  'sort.cityAsc': 'City A–Z',
  'sort.cityDesc': 'City Z–A',
  'sort.other': '{column} {direction}',

  // Pagination
  'pages.nav': 'Pagination',
  'pages.previous': 'Previous page',
  'pages.next': 'Next page',
  'pages.page': 'Page {page}',

  // Filters
  'filters.heading': 'Filters',
  'filters.button': 'Filters',
  'filters.buttonApplied': 'Filters ({count} applied)',
  'filters.done': 'Done',
  'filters.filterOptions': 'Filter {legend} options',
  'filters.filterPlaceholder': 'Filter {legend}',
  'filters.noMatch': 'No matching options.',
  'filters.showMore': 'Show more ({count})',
  'filters.showFewer': 'Show fewer',
  'filters.applied': 'Applied filters',
  'filters.remove': 'Remove filter: {label}',
  'filters.clearAll': 'Clear all filters',
  'filters.factLabel': '{legend}: {value}',
  'filters.sourcesNote':
    'Cost, length, pay and a school’s online offer come from federal sources for programs in every state (IPEDS, BLS): a college program priced by the year is filtered and sorted by that year times the usual length of its award level, and one without its own length by the long end of its award level’s usual range. Pell Grant eligibility, the services and a program’s own format (In-person, Online, Hybrid) come only from state lists of WIOA-eligible programs; other programs are under “Not reported”.',

  // Facet names (DESIGN.md §3) and the added filters (decision 0070)
  'facet.pell': programDimension('pell').legend.en,
  'facet.childcare': programDimension('childcare').legend.en,
  'facet.flexibleHours': programDimension('flexibleHours').legend.en,
  'facet.publicTransit': programDimension('publicTransit').legend.en,
  'facet.wioaOnly': WIOA_ONLY.en,

  // Values the app words itself (codes and fixed values from the service)
  'value.notReported': NOT_REPORTED_WORDS.en,
  'value.yes': YES_NO[0].words.en,
  'value.no': YES_NO[1].words.en,
  ...enValues,

  // Result cards
  'card.wioa': 'WIOA-eligible',
  'card.cost': 'Cost',
  'card.length': 'Length',
  'card.credential': 'Credential',
  'card.awardLevel': 'Award level',
  'card.format': 'Format',
  'card.distance': 'Distance',
  'card.address': 'Address',
  'card.phone': 'Phone',
  'card.leadsTo': 'Leads to',
  'card.region': 'Region',
  'card.enrollment': 'Enrollment',
  'card.programs': 'Programs',
  'card.programLengths': 'Program lengths',
  'card.completions': 'Completions',
  'card.programPage': 'Program page at the school',
  'card.term': '{term}:',
  'card.andMore': '; and {count} more',
  'card.phoneExt': '{number} ext. {ext}',
  'card.unnamed': 'Unnamed program',
  'card.online': 'Online',
  'card.pay': 'Pay',

  // Program facts (cards, program page, compare, shortlist)
  // What a cost is (decision 0172): the whole program's, or a year at the school
  'fact.costProgram': '{money} for the program',
  'fact.costProgramParts':
    '{total} for the program ({tuition} tuition and fees + {books} books and supplies)',
  'fact.costYear': '{money} a year at this college',
  'fact.costYearInDistrict': '{money} a year at this college, in-district',
  'fact.costYearInState': '{money} a year at this college, in-state',
  'fact.costYearNote':
    'Tuition and fees for a year of full-time study at the college, not specific to this program.',
  'fact.costProgramNote': 'The whole program’s required cost.',
  'fact.withYear': '{text} ({year})',
  'fact.forYear': 'For {year}.',
  // What a length is (decision 0171): the program's own, or its award level's usual one
  'fact.weeks': { one: '{count} week', other: '{count} weeks' },
  'fact.hours': { one: '{count} hour', other: '{count} hours' },
  'fact.creditHours': { one: '{count} credit hour', other: '{count} credit hours' },
  'fact.monthsAverage': { one: '{count} month on average', other: '{count} months on average' },
  'fact.years': { one: '{count} year', other: '{count} years' },
  'fact.usuallyUnder': 'usually less than {duration}',
  'fact.usually': 'usually {duration}',
  'fact.usuallyYears': 'usually {min}–{max} years',
  'fact.usuallyFromTo': 'usually {from} to {to}',
  'fact.typicalOfLevel': '{length} full-time, typical of this award level',
  // The school's online offer (decision 0173): about the school, not this program
  'fact.schoolOnlineSome': 'This school offers programs fully online',
  'fact.schoolOnlineAll': 'This school offers all its programs fully online',
  'fact.schoolOnlineNone': 'This school offers no programs fully online',
  // Pay (decision 0174): national figures for occupations, not graduates' earnings
  'fact.payRange': '{low}–{high} a year: national median pay of the occupations it leads to',
  'fact.payOne': '{money} a year: national median pay of the occupation it leads to',
  'fact.payAtLeast': '{money} or more',
  'fact.completedLatest': {
    one: '{count} person completed it in the latest year reported',
    other: '{count} people completed it in the latest year reported',
  },
  'fact.completedIn': {
    one: '{count} person completed it in {year}',
    other: '{count} people completed it in {year}',
  },
  'fact.noneCompleted': 'No one completed it in {year}',
  'fact.milesAway': { one: '{count} mile away', other: '{count} miles away' },

  // Compare and shortlist controls on cards
  'select.compare': 'Compare',
  'select.compareLimit': 'You can compare up to {max} programs.',
  'select.add': 'Add to shortlist',
  'select.remove': 'Remove from shortlist',
  'select.bar': 'Compare and shortlist',
  'select.compareN': 'Compare {count} programs',
  'select.oneMore': 'Tick one more program to compare.',
  'select.clear': 'Clear comparison',
  'select.shortlistN': 'Shortlist ({count})',

  // Notices above the results
  'spell.showingFor': 'Showing results for {term}',
  'spell.searchInstead': 'Search instead for {typed}',
  'spell.didYouMean': 'Did you mean {terms}?',
  'spell.aCorrection': 'a corrected spelling',
  'query.searchedAs': 'Searched as: {terms}',
  'query.onetTitle': '(job title “{words}”, O*NET)',
  'offer.heading': 'Filters your words name',
  'offer.intro': 'We did not search for {words}: these words name filters you can add.',
  'offer.add': 'Add filter: {label}',
  'offer.online': 'Online programs',
  'offer.flexibleHours': 'Flexible hours',
  'offer.maxCost': 'Cost up to {amount}',
  'offer.maxWeeks': 'Up to {weeks} weeks',
  'offer.pell': 'Pell Grant eligible',
  'offer.wioa': 'WIOA-eligible programs only (may be paid for by WIOA funds)',
  'query.partial': 'No programs match all of “{keyword}”; showing programs that match {matched}.',
  'query.someWords': 'some of the words',
  'query.missing': 'No program here matches {words}.',
  'query.quoted': '“{word}”',

  // Empty results and what to try next
  'empty.noPrograms': 'No programs match this search.',
  'empty.noSchools': 'No schools match this search.',
  'empty.tryThese': 'Things to try:',
  'empty.within': 'Search within {miles} miles',
  'empty.anyDistance': 'Search any distance',
  'empty.noFilters': 'Search without filters',
  'empty.nationwide': 'Search nationwide',
  'empty.spelling': 'Check the spelling, or use a shorter or more general word.',
  'empty.codes': 'Try an occupation code such as 29-1141 or a program code such as 51.3801.',
  'hints.none': 'No programs{what}{where}{wider}.',
  'hints.for': ' for “{keyword}”',
  'hints.withinOf': ' within {miles} miles of {location}',
  'hints.in': ' in {location}',
  'hints.wider': '; {count} within {miles} miles',
  'hints.withinCount': 'Search within {miles} miles ({programs})',
  'hints.noneWithin': 'None within {miles} miles either.',
  'hints.removing': 'Removing “{label}” gives {programs}',
  'hints.removingNone': 'Removing “{label}” alone still gives none.',
  'hints.withoutFilters': 'Search without filters ({programs})',
  'hints.nationwide': 'Search nationwide ({programs})',
  'hints.related': 'Related searches that find programs here: {terms}',
  'few.here': 'Only {programs} within {miles} miles of {location}.',
  'few.filtered': 'Only {programs} with these filters.',
  'few.more': {
    one: '{count} more program within {miles} miles',
    other: '{count} more programs within {miles} miles',
  },

  // Errors
  'error.title': 'The search didn’t work.',
  'error.tryAgain': 'Try again',
  'error.network': 'We couldn’t reach the search service. Check your connection and try again.',
  'error.unreadable': 'The search service sent an answer this page could not read. Try again in a moment.',
  'error.badInput': 'The search could not be understood. Check the keyword and location.',
  'error.badLocation':
    'The search service does not know this location. Type a city and state (Austin, TX), a ZIP code or a state.',
  'error.badSegment': 'The search could not be understood: the link’s “{segment}” part is not valid.',
  'error.auth':
    'The search service did not accept this page’s access key. Reload the page; if it keeps happening, the site needs fixing.',
  'error.unknownSearch': 'The search service does not know this kind of search.',
  'error.tooMany': 'Too many searches in a short time. Wait a minute, then try again.',
  'error.upstream':
    'The search service is having trouble reaching its data right now. Try again in a moment.',
  'error.server': 'Something went wrong on the search service. Try again in a moment.',
  'error.notListed':
    'This program is not in the list any more, or the link is mistyped. Search again to find similar programs.',
  'route.badLink': 'This search link is not valid',
  'route.badLinkText':
    'Part of this link cannot be read. Start a new search, or ask whoever sent it for a new link.',
  'route.badProgramLink': 'This program link is not valid: the program id must be a number.',
  'route.crash': 'Something went wrong',
  'route.crashText': 'The page could not be shown. Reloading usually helps.',
  'route.newSearch': 'Start a new search',
  'route.notFound': 'Page not found',

  'location.places': 'Places you may have meant',
  'location.choosePlace':
    'Choose one of the places listed under Location, or type another place, to see results.',
  'location.checkPlace': 'Check the place under Location, or type another one, to see results.',
  'connection.title': 'We can’t reach the search service right now.',
  'connection.showingEarlier':
    'The results below are from your last search that worked and may be out of date. We’ll keep trying, and show new results as soon as it answers.',
  'connection.keepTrying': 'We’ll keep trying, and show the results as soon as it answers.',
  'results.mayBeOutOfDate': 'Results may be out of date',
} as const;
