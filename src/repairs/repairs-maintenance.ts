/**
 * The configuration flag that switches online repair reporting off while repairs are under maintenance (repairs.md
 * §7; portal.md §6: "Create repair is disabled when the maintenance flag is on"). The spelling is the gateway's.
 */
export const REPAIRS_MAINTENANCE_TOGGLE = 'isMyPbRepairsMaintainence';
