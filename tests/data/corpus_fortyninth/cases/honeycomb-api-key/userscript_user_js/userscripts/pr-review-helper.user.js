// ==UserScript==
// @name         PR review helper
// @namespace    https://larkspur-labs.dev/
// @version      0.6.3
// @description  adds a triage button that posts to our API
// @match        https://larkspur.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.larkspur-labs.dev
// ==/UserScript==

(function () {
  'use strict';

  const HONEYCOMB_WRITE_KEY = '909c03ba8241a79542191570bbc937ad';

  const btn = document.createElement('button');
  btn.textContent = 'Triage';
  btn.addEventListener('click', () => {
    GM_xmlhttpRequest({
      method: 'POST',
      url: 'https://api.larkspur-labs.dev/v1/triage',
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ issue: location.pathname.split('/').pop() }),
      onload: (res) => console.log(res.status),
    });
  });
  document.querySelector('#jira-issue-header')?.append(btn);
})();
