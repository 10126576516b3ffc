/**
 * The bare-page floor of a frame (issue 23): the least a frame that changes something costs the main
 * thread in this Chromium on this machine. One paragraph whose one text node is rewritten in an
 * animation frame every 100 ms, as the hub's ticks reach a tab and frameBatch.ts applies them: the
 * frame then runs every step (style, layout, paint, commit) for one changed text.
 */
export const FLOOR_TICK_MS = 100;

export const FLOOR_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>frame floor</title></head>
  <body>
    <p id="tick">0</p>
    <script>
      const text = document.getElementById('tick').firstChild;
      let count = 0;
      setInterval(() => requestAnimationFrame(() => { count += 1; text.data = String(count); }), ${FLOOR_TICK_MS});
    </script>
  </body>
</html>`;
