import type { RequestHandler } from 'express'

/**
 * The request header in which the server hands Payload the client's address: Next's requests carry no address of
 * their own, and the address Express works out (req.ip, which honours TRUST_PROXY) is the one to count sign-ins
 * by. Whatever a client sent under this name is overwritten, so it cannot choose its own.
 */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

export const passClientAddress = (): RequestHandler => (req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? ''
  next()
}
