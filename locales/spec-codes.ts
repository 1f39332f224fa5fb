// The message codes of the specification (/work/shared/spec: repairs.md, chiefly §8, and portal.md §5 and §8). They
// are a contract with the association's other systems and documents: a key listed here is written exactly as the
// specification writes it and is never renamed, so it is exempt from the key convention of locales/README.md.
// Codes of areas not built yet are listed too, so an area adds its texts under these names without touching this
// list. A code the gateway sends as data (an eligibility code such as E21) is a key as it arrives.

/** Repairs (repairs.md): eligibility, determination, field, duplicate, detail and media messages. */
const REPAIRS = [
  'repair_Journey_Error_Message1', 'work_Order_Error_Message',
  'E1', 'E2', 'E3', 'E4', 'E5', 'E8', 'E21', 'E22', 'E23', 'E24', 'E25', 'SSR005', 'SSR037', 'SSR069',
  'SSR047', 'SSR049', 'OrbisBlockMsg1', 'OrbisBlockMsg2', 'OrbisBlockMsg3', 'BlockEMERepairMsg', 'FISPUMPS02',
  'SSR001', 'SSR002', 'SSR008a', 'SSR012', 'SSR014', 'SSR043', 'SSR048', 'SSR051', 'SSR052', 'SSR053', 'SSR054',
  'SSR055', 'SSR056', 'SSR057', 'SSR058', 'SSR062', 'SSR068', 'SSR023',
  'Repair_Reason_NoMatch_Message', 'Additional_Details_Warning', 'minimum_length', 'maximum_length', 'invalid_characters',
  'SSR044', 'SSR045', 'SSR074', 'SSR075a', 'duplicate_msg_catalyst_triage', 'duplicate_msg_catalyst_triage_ema_tier2',
  'RepairDescription_ErrorMessage',
  'WorkOrderByIdAPI_Error', 'EligibilityCancelAPI_Error', 'EligibilityRescheduleAPI_Error', 'RepairDetailsHistoryAPI_Error',
  'repair_History_Error_Message2', 'SSR072', 'onHoldRepairHistoryDetailsMessage', 'Reschedule_Api_Error',
  'Reschedule_ApiFailError', 'SSR036', 'SSR066', 'SSR008', 'SSR073', 'SSR070', 'SSR071', 'SSR075', 'CR165', 'CR166',
  'SSR061', 'reasonOutsideSlaContractor', 'reasonOutsideSlaResident',
  'View_Media_Error', 'MediaRemovedMsg', 'No_Media', 'Media_MPEG_Apple', 'SSR011b', 'SSR011c',
  'Upload_Media_Max_Attachments', 'Upload_Media_Attachments_Too_Large', 'Upload_Media_Wrong_File_Type',
];

/** The portal (portal.md §8 error catalogue and §5 validation rules). */
const PORTAL = [
  'phone_no', 'IDEM_Error', 'EMID024', 'EMID025', 'retrieve_repair_Error_Message',
  'account_Down_SSC001', 'Tx_Service_Down_SSC001', 'SSC004', 'SSC006', 'CR047',
  'No_Statement_Exit', 'VS_No_Statement_Exit', 'VS_No_Statement_Found', 'VS_Failure_To_Retrieve_Statement',
  'SSC008', 'SSC009', 'SSC011', 'SSC012', 'SSC013', 'SSC014', 'SSC020', 'SSC016', 'SSC017', 'SSC021',
  'Fail_Message', 'Success_Message', 'payment_Message_Api_Failure',
  'alert_Message', 'profile_update_failed', 'profile_update_success',
  'SSCP001', 'SSCP002', 'SSCP003a', 'SSCP003b', 'SSCP003c', 'SSCP004a', 'SSCP005',
  'cases_servicedown', 'Service_API_Error', 'Case_CC021_no_results', 'Case_Card_0027', 'case_Search_Alert_Message',
  'case_Card_Alert_Message', 'message_Card_Alert_Message', 'Case_CC022', 'Case_CC023', 'Case_Warning', 'Case_Type_Error',
  'Case_Input_Error', 'Case_Question_Error', 'Case_Covid_CC007', 'Case_CC010', 'Case_CC011',
  // §8 writes the referral codes Financial_FI017a, FI008a, FI005…: the same Financial_ prefix on each. §5's FI020 likewise.
  'Financial_FI017a', 'Financial_FI008a', 'Financial_FI005', 'Financial_FI009', 'Financial_BC009', 'Financial_FI016c',
  'Financial_FI020', 'Financial_API_Error',
  'high_rise_building_Alert_Message', 'GasBoiler_ServiceoverDue',
  'SSR050', 'SSR042', 'SSR046', 'SSR040', 'Emergency_SSR035', 'SSR033', 'Emergency_OOH', 'Emergency_Communal2',
];

/** Codes the case type reference data sends (a question's blocking.errorCode), keys as they arrive. */
const CASE_DATA = ['Case_ASB_Danger_Block'];

/** Every message code of the specification. */
export const SPEC_CODES: ReadonlySet<string> = new Set([...REPAIRS, ...PORTAL, ...CASE_DATA]);
