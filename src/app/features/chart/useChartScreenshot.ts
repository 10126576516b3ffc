import { useCallback } from 'react';

/**
 * Saves the chart as a PNG (the toolbar's screenshot button): `{pair}_{interval}_{UTC time}.png`. The
 * canvas comes from lightweight-charts' takeScreenshot, so it holds every pane and the price lines.
 */
export function useChartScreenshot(takeScreenshot: () => HTMLCanvasElement | undefined, name: string) {
  return useCallback(() => {
    const canvas = takeScreenshot();
    if (!canvas) return;
    canvas.toBlob((blob) => {
      if (!blob) return;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      link.href = url;
      link.download = `${name}_${stamp}.png`;
      link.click();
      // The click starts the download synchronously; the URL is not needed after this task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    }, 'image/png');
  }, [takeScreenshot, name]);
}
