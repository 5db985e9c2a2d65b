import type { Brand } from '../src/theme/brand';

export function markShapes(brand: Brand, gradientId: string): string[];
export function faviconSvg(brand: Brand): string;
