import type { Locator } from '@playwright/test'
import jsQR from 'jsqr'

/**
 * Reads a QR code `img` as a camera would: its pixels drawn on a canvas in the page, decoded by
 * jsQR. Throws when the image holds no readable code.
 */
export async function readQrCode(image: Locator): Promise<string> {
  const { width, height, pixels } = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(img, 0, 0)
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data
    return { width: canvas.width, height: canvas.height, pixels: Array.from(data) }
  })
  const code = jsQR(Uint8ClampedArray.from(pixels), width, height)
  if (!code) throw new Error('The QR code could not be read')
  return code.data
}
