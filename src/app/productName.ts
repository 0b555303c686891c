const PLACEHOLDER = '__PRODUCT_NAME__';

/**
 * The product name (menu section title, calendar key). The server writes its PRODUCT_NAME into
 * index.html; a client hosted elsewhere falls back to VITE_PRODUCT_NAME, then 'Campus'.
 */
export function productName(): string {
  const fromServer = document.querySelector('meta[name="product-name"]')?.getAttribute('content');
  if (fromServer && fromServer !== PLACEHOLDER) return fromServer;
  return (import.meta.env.VITE_PRODUCT_NAME as string | undefined) || 'Campus';
}
