import { errors } from './app-error.ts';

/** Reads a JSON request body; 415 for another type, 413 over the limit, 400 when malformed. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  let text: string;
  try {
    text = await request.text();
  } catch (error) {
    if (/size|limit|large/i.test((error as Error).message)) throw errors.payloadTooLarge();
    throw errors.badRequest('The request body could not be read.');
  }
  if (text.trim() === '') return undefined;
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw errors.unsupportedMediaType();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw errors.invalidJson();
  }
}
