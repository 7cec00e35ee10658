import { sent, type BodyCase, type FuzzCase } from './quote-request-fuzz'

type Body = Record<string, unknown>

/** The body as JSON text parsed, when it is an object; null otherwise. */
export const requestOf = (body: string): Body | null => {
  try {
    const value: unknown = JSON.parse(body)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Body) : null
  } catch {
    return null
  }
}

/** A filled honeypot: the endpoint answers 201 and stores nothing. */
export const isHoneypot = (body: string): boolean => {
  const website = requestOf(body)?.website
  return typeof website === 'string' && website !== ''
}

export type Answer = { status: number; contentType: string; text: string; json: unknown; ms: number }
/** A body sent and its answer; for a reused key, the earlier accepted body whose key it reused. */
export type Outcome = { sent: BodyCase; answer: Answer; original?: Outcome }

export type PostBody = (body: string, options: { contentType?: string }) => Promise<Response>

const answerOf = async (post: PostBody, { body, contentType }: BodyCase): Promise<Answer> => {
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  try {
    const response = await post(body, { contentType })
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    const type = response.headers.get('content-type') ?? ''
    return { status: response.status, contentType: type, text, json, ms: ms() }
  } catch (error) {
    // The connection failed: no answer at all, which counts as worse than any status.
    return { status: 0, contentType: '', text: String(error), json: undefined, ms: ms() }
  }
}

/** The accepted body again with its key and another name; the name differs once trimmed too. */
const withOtherName = (body: string, name: string): string => {
  const request = requestOf(body) ?? {}
  const old = typeof request.name === 'string' ? request.name.trim() : ''
  const other = old === 'Dana Homeowner' ? 'Dana Otherowner' : 'Dana Homeowner'
  return JSON.stringify({ ...request, name: name.trim() === old ? other : name })
}

/** What a case sends: a reused key takes an earlier accepted body, or its fallback while there is none yet. */
const toSend = (item: FuzzCase, accepted: Outcome[]): { request: BodyCase; original?: Outcome } => {
  if (!('pick' in item)) return { request: item }
  const original = accepted[Math.floor(item.pick * accepted.length)]
  if (!original) return { request: item.fallback }
  if (item.kind === 'reuse-same')
    return { request: sent(item.kind, 'accepted', original.sent.body), original }
  return { request: sent(item.kind, 'refused', withOtherName(original.sent.body, item.name)), original }
}

/**
 * Posts the cases, `concurrency` at a time, so the lead writer batches requests as it does under load; a reused
 * key takes an earlier accepted body that has been answered already. Returns every outcome and the counts by
 * status (0: the connection failed).
 */
export const postCases = async (
  cases: FuzzCase[],
  post: PostBody,
  { concurrency = 20 }: { concurrency?: number } = {},
): Promise<{ outcomes: Outcome[]; byStatus: Record<string, number> }> => {
  const outcomes: Outcome[] = []
  const accepted: Outcome[] = []
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const { request, original } = toSend(cases[next++]!, accepted)
      const outcome: Outcome = { sent: request, answer: await answerOf(post, request), original }
      outcomes.push(outcome)
      const isNewLead = !original && !isHoneypot(request.body) && requestOf(request.body) !== null
      if (isNewLead && outcome.answer.status === 201) accepted.push(outcome)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const byStatus: Record<string, number> = {}
  for (const { answer } of outcomes) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1
  return { outcomes, byStatus }
}
