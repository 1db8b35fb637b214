// The staff console's feature surface (issue 38): the session, hooks over the staff contract,
// the generic form fields and the page list. Only the console (layouts/admin) imports it.
export { useStaffSession, useSignedOutReason } from './staff-session';
export {
  staffQueryClient, useCan, useStaffAction, useStaffResource, useStaffSignIn, useStaffSignOut, useStaffTable,
  type StaffFailure,
} from './use-staff';
export { fieldsOf, inputsOf, readForm, type FieldProblem, type FormField } from './schema-fields';
export { mayOpen, staffPageOf, STAFF_PAGES, type StaffPageId } from './staff-pages';
