/**
 * Classic script-injection payloads, each at most 40 characters (the symbol list's longest name), so
 * every one fits every server text. A payload that ran would call alert (a dialog) or set
 * `window.__xss`; under the page's CSP an inline handler that React wrongly rendered would also be
 * a reported violation.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror=window.__xss=1>',
  '<svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<iframe src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<object data=javascript:alert(1)>',
  '<style>*{display:none}</style>',
  '{{constructor.constructor(alert)(1)}}',
  '${alert(1)}',
  '&lt;b&gt;entity&lt;/b&gt;',
];
