/* global window, document, location, console, Response, FormData, URL -- runs in the page */
/*
 * The engine suites' page harness: tests/engines/site.ts puts it first in every document's <head>
 * and allows it by hash in that document's policy. It runs before any script of the page and keeps,
 * in `window.__engines`:
 *   errors: console.error calls, uncaught errors and rejections, resources that failed to load and
 *           Content-Security-Policy violations, each { kind, text };
 *   rootClassAtDomReady: the <html> class at DOMContentLoaded (before any module and the first paint);
 *   email:  the requests the page made to the EmailJS API (answered here, never sent) and the answer
 *           the next one gets ({ status, body } or { networkError: true }), which a test may set.
 * Tests only; it never ships.
 */
(function () {
  var state = { errors: [], email: { calls: [], answer: { status: 200, body: "OK" } } };
  Object.defineProperty(window, "__engines", { value: state });

  function describe(value) {
    if (value instanceof Error) return value.name + ": " + value.message;
    if (typeof value === "string") return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  function record(kind, text) {
    state.errors.push({ kind: kind, text: String(text).slice(0, 1000) });
  }

  var consoleError = console.error;
  console.error = function () {
    record("console", Array.prototype.map.call(arguments, describe).join(" "));
    return consoleError.apply(this, arguments);
  };
  window.addEventListener(
    "error",
    function (event) {
      var target = event.target;
      if (target && target !== window && target.localName) {
        var source = target.currentSrc || target.src || target.href || "";
        record("resource", "failed to load <" + target.localName + "> " + source);
      } else {
        record("page", event.error ? describe(event.error) : event.message);
      }
    },
    true,
  );
  window.addEventListener("unhandledrejection", function (event) {
    record("page", "unhandled rejection: " + describe(event.reason));
  });
  document.addEventListener(
    "securitypolicyviolation",
    function (event) {
      record(
        "csp",
        "CSP violation: " + event.effectiveDirective + " refused " + (event.blockedURI || "(inline)"),
      );
    },
    true,
  );

  document.addEventListener("DOMContentLoaded", function () {
    state.rootClassAtDomReady = document.documentElement.className;
  });

  // The contact form posts to EmailJS with fetch (@emailjs/browser 4): answered here.
  var EMAIL_ORIGIN = "https://api.emailjs.com";
  var realFetch = window.fetch;
  window.fetch = function (input, init) {
    var url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, location.href).origin !== EMAIL_ORIGIN) return realFetch.apply(this, arguments);
    var fields = {};
    if (init && init.body instanceof FormData) {
      init.body.forEach(function (value, key) {
        fields[key] = String(value);
      });
    }
    state.email.calls.push({ url: url, method: (init && init.method) || "GET", fields: fields });
    var answer = state.email.answer;
    if (answer.networkError) return Promise.reject(new TypeError("Failed to fetch"));
    return Promise.resolve(
      new Response(answer.body, { status: answer.status, headers: { "Content-Type": "text/plain" } }),
    );
  };
})();
