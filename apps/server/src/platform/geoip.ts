import type { FastifyRequest } from 'fastify';
import geoip from 'geoip-country';

export interface GeoIp { countryOf(request: FastifyRequest): string | null }

/**
 * The visitor's country: from a header a trusted proxy or CDN sets (e.g. cf-ipcountry), else from the
 * GeoIP database shipped in the geoip-country package, else unknown.
 */
export function createGeoIp(opts: { header?: string; trustProxy: boolean }): GeoIp {
  return {
    countryOf(request) {
      if (opts.header && opts.trustProxy) {
        const value = request.headers[opts.header];
        const code = (Array.isArray(value) ? value[0] : value)?.toUpperCase();
        if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX') return code;
      }
      return geoip.lookup(request.ip)?.country ?? null;
    },
  };
}
