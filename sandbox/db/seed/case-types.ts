/** Case type master data (case-types reference data): one entry per service request type. */

interface QuestionOption {
  id: number;
  value: string;
  dependsOnAttributes?: { key: string; value: string }[];
}

export interface CaseQuestion {
  questionId: string;
  label: string;
  type: 'Radio' | 'List' | 'Text';
  isEnabled: 'true' | 'false';
  options: QuestionOption[];
  blocking?: { errorCode: string; dependsOn: { responseId: number }[] };
  alertMessageCode?: { code: string };
}

export interface CaseType {
  id: string;
  description: string;
  additionalInfo: CaseQuestion[];
  subType: string;
  assetType: 'Property' | 'Block' | 'Estate';
  subTypeCategory: string;
  additionalCaseCreationFields: { key: string; value: string }[];
  keywords: string[];
  tenancyGroups: string[];
  isVisibleForSelfServe: boolean;
}

const RESIDENTIAL = ['General Needs', 'Market Rent', 'Supported Housing', 'Leasehold'];
const NON_RESIDENTIAL = ['Commercial', 'Non-residential'];
const YES_NO: QuestionOption[] = [{ id: 1, value: 'Yes' }, { id: 2, value: 'No' }];

export const CASE_TYPES: CaseType[] = [
  {
    id: 'CT001',
    description: 'Anti-social behaviour',
    subType: 'ASB',
    assetType: 'Property',
    subTypeCategory: 'Neighbourhood',
    additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Anti-social behaviour' }],
    keywords: ['asb', 'anti-social', 'neighbour', 'harassment', 'threat', 'drugs'],
    tenancyGroups: RESIDENTIAL,
    isVisibleForSelfServe: true,
    additionalInfo: [
      {
        // A Yes blocks: the resident is told to call 999 and must press Continue a second time.
        questionId: 'asb_danger', label: 'Is anyone in immediate danger?', type: 'Radio', isEnabled: 'true',
        options: YES_NO, blocking: { errorCode: 'Case_ASB_Danger_Block', dependsOn: [{ responseId: 1 }] },
      },
      {
        questionId: 'asb_type', label: 'What kind of behaviour is it?', type: 'List', isEnabled: 'true',
        options: [
          { id: 1, value: 'Noise' }, { id: 2, value: 'Verbal abuse or threats' }, { id: 3, value: 'Drug use or dealing' },
          { id: 4, value: 'Vandalism or graffiti' }, { id: 5, value: 'Something else' },
        ],
      },
      { questionId: 'asb_details', label: 'Tell us what happened, when and where', type: 'Text', isEnabled: 'true', options: [] },
    ],
  },
  {
    id: 'CT002',
    description: 'Noise nuisance',
    subType: 'Noise',
    assetType: 'Property',
    subTypeCategory: 'Neighbourhood',
    additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Noise' }],
    keywords: ['noise', 'music', 'loud', 'party', 'neighbour'],
    tenancyGroups: RESIDENTIAL,
    isVisibleForSelfServe: true,
    additionalInfo: [
      {
        // The covid question: an empty answer shows Case_Covid_CC007 instead of Case_Question_Error.
        questionId: 'covid_selfisolating', label: 'Is anyone in your household self-isolating because of COVID-19?',
        type: 'Radio', isEnabled: 'true', options: YES_NO, alertMessageCode: { code: 'Case_Covid_CC007' },
      },
      {
        questionId: 'noise_when', label: 'When does the noise usually happen?', type: 'List', isEnabled: 'true',
        options: [{ id: 1, value: 'Daytime' }, { id: 2, value: 'Evening' }, { id: 3, value: 'Night (11pm to 7am)' }],
      },
      { questionId: 'noise_details', label: 'Describe the noise', type: 'Text', isEnabled: 'true', options: [] },
    ],
  },
  {
    id: 'CT003',
    description: 'Permission to keep a pet',
    subType: 'Pets',
    assetType: 'Property',
    subTypeCategory: 'Tenancy',
    additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Permissions' }],
    keywords: ['pet', 'dog', 'cat', 'animal', 'permission'],
    tenancyGroups: RESIDENTIAL,
    isVisibleForSelfServe: true,
    additionalInfo: [
      {
        questionId: 'pet_kind', label: 'What kind of pet?', type: 'List', isEnabled: 'true',
        options: [{ id: 1, value: 'Dog' }, { id: 2, value: 'Cat' }, { id: 3, value: 'Other' }],
      },
      // Switched off: the questionnaire must skip it.
      { questionId: 'pet_insurance', label: 'Do you have pet insurance?', type: 'Radio', isEnabled: 'false', options: YES_NO },
      { questionId: 'pet_details', label: 'Tell us about your pet', type: 'Text', isEnabled: 'true', options: [] },
    ],
  },
  {
    id: 'CT004',
    description: 'Commercial unit enquiry',
    subType: 'CommercialEnquiry',
    assetType: 'Property',
    subTypeCategory: 'Commercial',
    additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Commercial' }],
    keywords: ['shop', 'commercial', 'lease', 'unit', 'signage', 'business'],
    tenancyGroups: NON_RESIDENTIAL,
    isVisibleForSelfServe: true,
    additionalInfo: [
      {
        questionId: 'commercial_topic', label: 'What is your enquiry about?', type: 'Radio', isEnabled: 'true',
        options: [{ id: 1, value: 'Lease terms' }, { id: 2, value: 'Signage or alterations' }, { id: 3, value: 'Business rates' }],
      },
      { questionId: 'commercial_details', label: 'Give us the details', type: 'Text', isEnabled: 'true', options: [] },
    ],
  },
  {
    id: 'CT005',
    description: 'Tenancy audit visit',
    subType: 'TenancyAudit',
    assetType: 'Property',
    subTypeCategory: 'Tenancy',
    additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Tenancy management' }],
    keywords: ['audit', 'visit'],
    tenancyGroups: RESIDENTIAL,
    // Staff only: never offered in self-service.
    isVisibleForSelfServe: false,
    additionalInfo: [],
  },
  {
    id: 'CT006',
    description: 'Change to my household',
    subType: 'Household',
    assetType: 'Property',
    subTypeCategory: 'Tenancy',
    additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Tenancy management' }],
    keywords: ['household', 'lodger', 'partner', 'moved in', 'moved out', 'baby'],
    tenancyGroups: RESIDENTIAL,
    isVisibleForSelfServe: true,
    additionalInfo: [
      {
        questionId: 'household_change', label: 'What has changed?', type: 'List', isEnabled: 'true',
        options: [
          { id: 1, value: 'Someone has moved in' },
          { id: 2, value: 'Someone has moved out' },
          { id: 3, value: 'I want to take in a lodger', dependsOnAttributes: [{ key: 'tenancyGroup', value: 'General Needs' }] },
          { id: 4, value: 'I want to sublet', dependsOnAttributes: [{ key: 'tenancyGroup', value: 'Leasehold' }] },
        ],
      },
      { questionId: 'household_details', label: 'Tell us who and when', type: 'Text', isEnabled: 'true', options: [] },
    ],
  },
  {
    id: 'CT007',
    description: 'Parking permit',
    subType: 'Parking',
    assetType: 'Estate',
    subTypeCategory: 'Estate services',
    additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Parking' }],
    keywords: ['parking', 'permit', 'car', 'bay', 'vehicle'],
    tenancyGroups: [...RESIDENTIAL, ...NON_RESIDENTIAL],
    isVisibleForSelfServe: true,
    additionalInfo: [
      { questionId: 'parking_registration', label: 'Vehicle registration number', type: 'Text', isEnabled: 'true', options: [] },
      {
        questionId: 'parking_type', label: 'Which permit do you need?', type: 'Radio', isEnabled: 'true',
        options: [{ id: 1, value: 'Resident' }, { id: 2, value: 'Visitor' }, { id: 3, value: 'Blue badge bay' }],
      },
    ],
  },
  {
    id: 'CT008',
    description: 'Communal cleaning complaint',
    subType: 'Cleaning',
    assetType: 'Block',
    subTypeCategory: 'Estate services',
    additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Estate services' }],
    keywords: ['cleaning', 'dirty', 'litter', 'rubbish', 'communal', 'stairs'],
    tenancyGroups: RESIDENTIAL,
    isVisibleForSelfServe: true,
    additionalInfo: [
      {
        questionId: 'cleaning_area', label: 'Which area needs attention?', type: 'List', isEnabled: 'true',
        options: [{ id: 1, value: 'Stairs and landings' }, { id: 2, value: 'Lifts' }, { id: 3, value: 'Bin store' }, { id: 4, value: 'Entrance hall' }],
      },
      { questionId: 'cleaning_details', label: 'Describe the problem', type: 'Text', isEnabled: 'true', options: [] },
    ],
  },
  {
    id: 'CT009',
    description: 'Service charge query',
    subType: 'ServiceCharge',
    assetType: 'Block',
    subTypeCategory: 'Leasehold',
    additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Leasehold' }],
    keywords: ['service charge', 'leasehold', 'ground rent', 'major works', 'section 20'],
    tenancyGroups: ['Leasehold'],
    isVisibleForSelfServe: true,
    additionalInfo: [
      {
        questionId: 'service_charge_year', label: 'Which year is your query about?', type: 'List', isEnabled: 'true',
        options: [{ id: 1, value: 'This year (estimate)' }, { id: 2, value: 'Last year (actual)' }, { id: 3, value: 'Major works' }],
      },
      { questionId: 'service_charge_details', label: 'What would you like to know?', type: 'Text', isEnabled: 'true', options: [] },
    ],
  },
  {
    id: 'CT010',
    description: 'Damp and mould',
    subType: 'DampMould',
    assetType: 'Property',
    subTypeCategory: 'Repairs',
    additionalCaseCreationFields: [{ key: 'pea_casecategory', value: 'Damp and mould' }],
    keywords: ['damp', 'mould', 'condensation', 'black spots'],
    tenancyGroups: RESIDENTIAL,
    // Raised through the repair journey's damp and mould checks, not the case journey.
    isVisibleForSelfServe: false,
    additionalInfo: [],
  },
];

export function caseType(id: string): CaseType {
  const type = CASE_TYPES.find((t) => t.id === id);
  if (!type) throw new Error(`no case type ${id}`);
  return type;
}
