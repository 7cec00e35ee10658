/**
 * Who may quote a request, and in which order: the one definition of the rule, in SQL, read by the select step's
 * list (match-contractors.ts), the location pages' top contractors and the quote requests' write
 * (database/queries/store-quote-request.ts), so what the homeowner is offered and what the server accepts cannot drift.
 *
 * Each fragment reads a contractor row by its alias and a request by the names of three SQL expressions: the
 * service's id, the ZIP code's state code ("TX") and its city as contractors write it ("Houston, TX"). They are
 * plain text because the write path is a named prepared statement on a `pg` pool, not a Drizzle query.
 */

/** The SQL expressions a rule reads the request from. */
export type RequestColumns = { serviceId: string; state: string; city: string }

/** The contractor offers the request's service. */
const offers = (c: string, request: RequestColumns) => `EXISTS (SELECT 1 FROM contractors_rels offered
  WHERE offered.parent_id = ${c}.id AND offered.path = 'services' AND offered.services_id = ${request.serviceId})`

/**
 * The contractor covers the request's ZIP code: it covers the ZIP code's whole state, or lists its city. A firm
 * that covers every state is nationwide, and so covers every ZIP code for the services it offers.
 */
export const coversSql = (
  c: string,
  request: RequestColumns,
) => `(EXISTS (SELECT 1 FROM contractors_states covered
    WHERE covered.parent_id = ${c}.id AND covered.value::text = ${request.state})
  OR EXISTS (SELECT 1 FROM contractors_texts covered
    WHERE covered.parent_id = ${c}.id AND covered.path = 'cities' AND covered.text = ${request.city}))`

/** The contractor works somewhere in the request's state: the whole state, or one of its cities ("Dallas, TX"). */
const worksInState = (
  c: string,
  request: RequestColumns,
) => `(EXISTS (SELECT 1 FROM contractors_states covered
    WHERE covered.parent_id = ${c}.id AND covered.value::text = ${request.state})
  OR EXISTS (SELECT 1 FROM contractors_texts covered
    WHERE covered.parent_id = ${c}.id AND covered.path = 'cities' AND covered.text LIKE '%, ' || ${request.state}))`

/**
 * Who may be chosen for a request: an active contractor offering the service who covers the ZIP code; where none
 * does, one offering the service in another city of the same state. Never a contractor whose area lies wholly in
 * other states: a roofer of Florida is no answer to a roof in Houston.
 */
export const choosableSql = (c: string, request: RequestColumns) => `(${c}.is_active
  AND ${offers(c, request)}
  AND (${coversSql(c, request)}
    OR (${worksInState(c, request)} AND NOT EXISTS (SELECT 1 FROM contractors other
      WHERE other.is_active AND ${offers('other', request)} AND ${coversSql('other', request)}))))`

/**
 * The order contractors are offered in. Rating stays first (unrated last). Among equally rated contractors the one
 * sent a request least recently comes first (never sent one: first of all), so equals take turns at the top of the
 * list instead of the same one taking every lead; then the most reviewed, then the name, so the order is stable
 * between two reads when nothing changed.
 */
export const fairOrderSql = (c: string) => `${c}.rating DESC NULLS LAST,
  (SELECT max(sent.created_at) FROM referrals sent WHERE sent.contractor_id = ${c}.id) ASC NULLS FIRST,
  ${c}.reviews_count DESC, ${c}.name, ${c}.id`
