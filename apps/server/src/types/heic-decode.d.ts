// heic-decode ships no types; these cover the calls photo-store.ts makes.
declare module 'heic-decode' {
  interface DecodedImage { width: number; height: number; data: Uint8ClampedArray }
  interface LazyImage { width: number; height: number; decode(): Promise<DecodedImage> }
  interface Decode {
    (options: { buffer: Buffer | Uint8Array }): Promise<DecodedImage>;
    all(options: { buffer: Buffer | Uint8Array }): Promise<LazyImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
