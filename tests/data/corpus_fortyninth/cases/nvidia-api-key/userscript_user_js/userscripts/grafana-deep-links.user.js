// ==UserScript==
// @name         Grafana deep links
// @namespace    https://larkspur-labs.dev/
// @version      0.5.2
// @description  adds a triage button that posts to our API
// @match        https://larkspur.atlassian.net/browse/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @connect      api.larkspur-labs.dev
// ==/UserScript==

(function () {
  'use strict';

  const API_TOKEN = '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';

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
